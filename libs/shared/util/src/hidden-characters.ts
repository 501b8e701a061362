// Characters that change how a text reads without being seen: bidi controls that reorder it
// ("invoice_\u202Efdp.exe" shows as "invoice_exe.pdf"), zero-width characters that hide inside a
// name ("evil\u200B.com" looks like "evil.com"), fillers and control characters. The console shows
// each in server text as a visible code (`UntrustedText` in @soc/ui); copies keep the raw text.

/**
 * Bidi controls, format characters (zero-width characters, invisible operators, the deprecated
 * shaping controls, interlinear annotation marks, the tag characters that can smuggle text), line and
 * paragraph separators, fillers, the soft hyphen and C0/C1 controls (tab, LF and CR excepted).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;
/** The same, without `g`: a test that keeps no position between calls. */
const ANY_HIDDEN = new RegExp(HIDDEN.source, 'u');

/**
 * Zero-width spaces and joiners have uses in some scripts (word breaks in Japanese, ZWNJ in Persian,
 * ZWJ in Indic scripts and emoji sequences): kept between two characters of those. Beside ASCII, at an
 * end, or beside a Latin, Greek or Cyrillic letter (scripts that space their words, and whose
 * look-alike letters make the names a zero-width character would hide in) they are shown.
 */
const JOINERS = new Set(['\u200B', '\u200C', '\u200D', '\u2060']);
const SPACED_SCRIPT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const isAscii = (char: string) => char.charCodeAt(0) < 0x80;
const joinsNothing = (char: string) => char === '' || isAscii(char) || SPACED_SCRIPT.test(char);

export type TextPart = { kind: 'text'; text: string } | { kind: 'hidden'; code: string };

/** `U+202E` for a character. */
function codeOf(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function isHiddenAt(text: string, index: number): boolean {
  const char = text.charAt(index);
  if (!JOINERS.has(char)) return true;
  const before = text.charAt(index - 1);
  const after = text.charAt(index + 1);
  return joinsNothing(before) || joinsNothing(after);
}

/** Whether `text` holds a character `splitHidden` would show as a code. */
export function hasHiddenCharacters(text: string): boolean {
  // Most text has none: one scan, without cutting it into parts.
  return ANY_HIDDEN.test(text) && splitHidden(text).some((part) => part.kind === 'hidden');
}

/** `text` cut into what shows as it is and the hidden characters, each with its code point. */
export function splitHidden(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let start = 0;
  for (const match of text.matchAll(HIDDEN)) {
    const index = match.index;
    if (!isHiddenAt(text, index)) continue;
    if (index > start) parts.push({ kind: 'text', text: text.slice(start, index) });
    parts.push({ kind: 'hidden', code: codeOf(match[0]) });
    start = index + match[0].length;
  }
  if (start < text.length || parts.length === 0) parts.push({ kind: 'text', text: text.slice(start) });
  return parts;
}

/** `text` for a plain-text place (a hover title): each hidden character written as its code, `[U+202E]`. */
export function visibleText(text: string): string {
  if (!hasHiddenCharacters(text)) return text;
  return splitHidden(text)
    .map((part) => (part.kind === 'text' ? part.text : `[${part.code}]`))
    .join('');
}
