/** A Chakra breakpoint from which the header's row holds its secondary entries. */
export type HeaderRowBreakpoint = 'md' | 'xl' | '2xl';

/**
 * From which breakpoint the header shows its secondary entries (case log, AI assistant, chat bot, clock,
 * a demo account's badge and Leave demo, a partner's technical support) in its row; below it they are
 * in the "More" menu, so no entry is drawn over another and the menus at the right end stay on the
 * screen. A rule by breakpoint, not by measuring: the row's widest content is known. Measured with the
 * enterprise views' pieces (the 144 px search box with the search page's back arrow, the case log, AI
 * assistant and chat bot) and the company and user names at their longest (160 and 128 px), English or
 * Japanese, the row needs at md / lg / xl (names shown from lg, the partner's label from xl), in px:
 * - neither: 748 / 1035 / 1035, so from md (at 1024–1034 px the longest names use part of the
 *   header's 16 px end padding);
 * - a demo account: 910 / 1197 / 1197; a partner: 810 / 1097 / 1231, so from xl (1280);
 * - both: 972 / 1259 / 1379, so from 2xl (1536).
 * The other views (a service provider's) have none of those pieces, so a partner's support or a demo
 * badge has room from md; both together from xl.
 */
export function headerRowFrom({ demo, partner, enterpriseRow }: { demo: boolean; partner: boolean; enterpriseRow: boolean }): HeaderRowBreakpoint {
  if (!enterpriseRow) return demo && partner ? 'xl' : 'md';
  if (demo && partner) return '2xl';
  if (demo || partner) return 'xl';
  return 'md';
}
