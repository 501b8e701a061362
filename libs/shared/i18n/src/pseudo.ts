import type { Messages } from '@lingui/core';

/** How much longer the pseudo-locale makes every text: ~35 %, what German or Finnish can need over English. */
export const PSEUDO_EXPANSION = 0.35;
/** Placeholders ({name}, {count, plural, …}) are counted as this many characters of text. */
const PLACEHOLDER_LENGTH = 6;

type Token = Messages[string] extends infer M ? (M extends readonly (infer T)[] ? T : never) : never;

function textLength(message: Messages[string]): number {
  if (typeof message === 'string') return message.length;
  return message.reduce<number>((sum, token: Token) => sum + (typeof token === 'string' ? token.length : PLACEHOLDER_LENGTH), 0);
}

/**
 * Lingui's pseudo-localisation swaps letters for accented ones but keeps the length, so it cannot show
 * where a longer language would overflow. This wraps each text in brackets (a cut end is visible) and
 * pads it to at least `PSEUDO_EXPANSION` longer.
 */
export function lengthenPseudoMessages(messages: Messages, expansion = PSEUDO_EXPANSION): Messages {
  const out: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    const length = textLength(message);
    if (length === 0) {
      out[id] = message;
      continue;
    }
    // The brackets count towards the padding; a short text still gets at least one pad character.
    const pad = '~'.repeat(Math.max(1, Math.ceil(length * expansion) - 2));
    out[id] = typeof message === 'string' ? `[${message}${pad}]` : ['[', ...message, `${pad}]`];
  }
  return out;
}
