/**
 * White space and characters that print nothing (zero-width spaces and joiners, word joiner, BOM,
 * soft hyphen — Unicode format characters — and the Hangul fillers some IMEs type).
 */
const BLANK = '[\\s\\p{Cf}\\u115F\\u1160\\u3164\\uFFA0]';
const EDGE_BLANKS = new RegExp(`^${BLANK}+|${BLANK}+$`, 'gu');

/** `text` without blanks at either end: a text of only invisible characters is empty, as one of spaces is. */
export function trimBlank(text: string): string {
  return text.replace(EDGE_BLANKS, '');
}
