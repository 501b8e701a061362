// A chart label's width before it is drawn, so that the time axis can choose labels that fit (time-ticks.ts).
// From the proportions of the console's font, Liberation Sans (Arial's metrics), rounded up a little, and
// a full em for CJK characters (Noto Sans CJK JP): an estimate that errs wide, so labels that "fit" do.

/** Characters of at most a third of an em in Arial: spaces, punctuation, i, l, t… */
const NARROW = new Set(" ,.:;/|'!()[]-fijlrt");
/** The widest Latin letters (0.83–0.94 em). */
const WIDE = new Set('mwMW');

function charWidthEm(char: string): number {
  // CJK, kana and full-width forms.
  if ((char.codePointAt(0) ?? 0) >= 0x2e80) return 1;
  if (NARROW.has(char)) return 0.34;
  if (WIDE.has(char)) return 0.95;
  if (char >= 'A' && char <= 'Z') return 0.78;
  // Digits (0.556 em), the other lower-case letters and anything else Latin.
  return 0.58;
}

export interface LabelFont {
  /** px */
  fontSize: number;
  /** px added after every character. */
  letterSpacing: number;
}

/** About how wide `text` is drawn in `font`, px (a little more rather than less). */
export function estimateLabelWidth(text: string, { fontSize, letterSpacing }: LabelFont): number {
  let width = 0;
  for (const char of text) width += charWidthEm(char) * fontSize + letterSpacing;
  return width;
}
