// How the palette compares what is typed with titles: case-insensitive, width-insensitive (NFKC, so
// "ｕｓａｇｅ" finds "Usage" and half-width katakana finds full-width), every word must appear.
import type { MatchRange } from '../../model/search-history.ts';

/** Lower-cased NFKC form of a text, for comparisons. */
const foldText = (text: string) => text.normalize('NFKC').toLowerCase();

/** The words of a query, folded; blank → none. */
export const queryWords = (query: string) => foldText(query).split(/\s+/).filter(Boolean);

export interface TextMatch {
  /** Lower is better: 0 the text starts with the query, 1 a word of it does, 2 it contains every word. */
  rank: 0 | 1 | 2;
  /** Where the words occur in the original text, for highlighting (none when folding changed its length). */
  ranges: MatchRange[];
}

/** Whether every word of `words` occurs in `text`, and how well; undefined when one does not. */
export function matchText(text: string, words: readonly string[]): TextMatch | undefined {
  if (!words.length) return undefined;
  const phrase = words.join(' ');
  const folded = foldText(text);
  const starts: number[] = [];
  for (const word of words) {
    const at = folded.indexOf(word);
    if (at < 0) return undefined;
    starts.push(at);
  }
  const rank = folded.startsWith(phrase) ? 0 : starts.some((at) => at === 0 || /[\s\p{P}]/u.test(folded[at - 1] ?? '')) ? 1 : 2;
  const ranges: MatchRange[] =
    folded.length === text.length
      ? words
          .map((word, i): MatchRange => [starts[i] ?? 0, (starts[i] ?? 0) + word.length])
          // Overlapping ranges are skipped by highlightSegments.
          .sort((a, b) => a[0] - b[0])
      : [];
  return { rank, ranges };
}
