import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Chooses an open menu's item with the keyboard, as a keyboard user does: arrow down until the item
 * is highlighted, then Enter. Deterministic while the menu is still animating in, where a synthetic
 * pointer click can land before Ark has highlighted the item.
 */
export async function chooseMenuItem(item: HTMLElement): Promise<void> {
  const menu = item.closest<HTMLElement>('[role="menu"]');
  await waitFor(() => expect(menu?.contains(item.ownerDocument.activeElement)).toBe(true));
  for (let step = 0; step < 20 && !item.hasAttribute('data-highlighted'); step += 1) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await expect(item).toHaveAttribute('data-highlighted');
  await userEvent.keyboard('{Enter}');
}
