// What the command palette lists for a text (issue 13): the indicator's actions, the menu pages whose
// title matches, and the recent panels whose object matches. Pure; the hook and the view take it.
import type { MatchRange } from '../../model/search-history.ts';
import { classifyKeyword, type KeywordClassification, type PanelTarget } from '../../model/search-keyword.ts';
import type { MenuPage } from './menu-pages.ts';
import type { RecentPanel } from './recent-panels.ts';
import { matchText, queryWords } from './text-match.ts';

export type PaletteOption =
  | { kind: 'panel'; key: string; target: PanelTarget; indicator: KeywordClassification }
  | { kind: 'search'; key: string; keyword: string }
  | { kind: 'page'; key: string; page: MenuPage; ranges: readonly MatchRange[] }
  | { kind: 'recent'; key: string; panel: RecentPanel; ranges: readonly MatchRange[] };

export type PaletteGroupKey = 'indicator' | 'pages' | 'recent';

interface PaletteGroup {
  key: PaletteGroupKey;
  options: readonly PaletteOption[];
}

/** Pages listed at most: a menu of thousands must not render thousands of options per key press. */
export const MAX_PAGE_RESULTS = 50;

export interface PaletteResults {
  /** What the text is (kind `empty` for blank text). */
  indicator: KeywordClassification;
  /** Matching pages beyond MAX_PAGE_RESULTS, not listed (more of the name narrows them). */
  morePages: number;
  /** Groups with at least one option, in display order. */
  groups: readonly PaletteGroup[];
  /** Every option in display order: the arrow keys walk this list. */
  options: readonly PaletteOption[];
}

/** Kinds that are indicators: free text and blank text are not. */
export const isIndicator = (indicator: KeywordClassification) => indicator.kind !== 'text' && indicator.kind !== 'empty';

function indicatorOptions(indicator: KeywordClassification): PaletteOption[] {
  if (!isIndicator(indicator)) return [];
  const options: PaletteOption[] = [];
  // Spec 001 §5: a private IPv4 address has no `panel`, so only the search is offered.
  if (indicator.panel) options.push({ kind: 'panel', key: `panel:${indicator.panel.searchType}`, target: indicator.panel, indicator });
  options.push({ kind: 'search', key: 'search', keyword: indicator.value });
  return options;
}

function pageOptions(pages: readonly MenuPage[], words: readonly string[]): PaletteOption[] {
  return pages
    .map((page, order) => {
      const inTitle = matchText(page.title, words);
      // A word may also name the page's group ("gateway logs"); such a match ranks last.
      const inTrail = inTitle ?? matchText([...page.trail, page.title].join(' '), words);
      return inTrail ? { page, order, rank: inTitle ? inTitle.rank : 3, ranges: inTitle?.ranges ?? [] } : undefined;
    })
    .filter((hit) => hit !== undefined)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ page, ranges }) => ({ kind: 'page', key: `page:${page.id}`, page, ranges }));
}

function recentOptions(recent: readonly RecentPanel[], words: readonly string[]): PaletteOption[] {
  const key = (panel: RecentPanel) => `recent:${panel.searchType}:${panel.identifier}`;
  if (!words.length) return recent.map((panel) => ({ kind: 'recent', key: key(panel), panel, ranges: [] }));
  return recent.flatMap((panel) => {
    const hit = matchText(panel.identifier, words);
    return hit ? [{ kind: 'recent' as const, key: key(panel), panel, ranges: hit.ranges }] : [];
  });
}

/**
 * Blank text lists the recent panels. Other text lists, in order: the indicator's actions (open its
 * panel, run a global search), the matching pages (title starts with the text, then a word of it
 * does, then it contains every word, then the page's group names it), and the matching recent panels.
 */
export function paletteResults(text: string, pages: readonly MenuPage[], recent: readonly RecentPanel[]): PaletteResults {
  const indicator = classifyKeyword(text);
  const words = queryWords(text);
  const pageHits = words.length ? pageOptions(pages, words) : [];
  const groups: PaletteGroup[] = [
    { key: 'indicator' as const, options: indicatorOptions(indicator) },
    { key: 'pages' as const, options: pageHits.slice(0, MAX_PAGE_RESULTS) },
    { key: 'recent' as const, options: recentOptions(recent, words) },
  ].filter((group) => group.options.length > 0);
  return { indicator, groups, options: groups.flatMap((group) => group.options), morePages: Math.max(0, pageHits.length - MAX_PAGE_RESULTS) };
}
