import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REVEAL_PAGE_SIZE } from '../hooks/use-reveal-in-pages.ts';

/**
 * Story play for a paged list of `total` entries (reveal-more): 50 show with "Show 50 more", one click
 * shows 100, and the focus goes to the 51st entry. `entriesOf` finds the entries in the list element
 * the button controls (its list items unless told). Returns the 51st entry.
 */
export async function revealSecondPage(
  canvasElement: HTMLElement,
  total: number,
  entriesOf: (list: HTMLElement) => HTMLElement[] = (list) => within(list).getAllByRole('listitem'),
  timeout?: { timeout: number },
): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const more = await canvas.findByRole('button', { name: `Show 50 more (${total - REVEAL_PAGE_SIZE} not shown)` }, timeout);
  const list = canvasElement.ownerDocument.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
  await expect(entriesOf(list)).toHaveLength(REVEAL_PAGE_SIZE);
  await userEvent.click(more);
  await waitFor(() => expect(entriesOf(list)).toHaveLength(2 * REVEAL_PAGE_SIZE));
  await expect(canvas.getByRole('button', { name: `Show 50 more (${total - 2 * REVEAL_PAGE_SIZE} not shown)` })).toBeVisible();
  const firstRevealed = entriesOf(list)[REVEAL_PAGE_SIZE] as HTMLElement;
  await waitFor(() => expect(firstRevealed.contains(firstRevealed.ownerDocument.activeElement)).toBe(true));
  return firstRevealed;
}
