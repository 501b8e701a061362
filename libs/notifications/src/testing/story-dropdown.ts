import { expect, waitFor, within } from 'storybook/test';

// A lazy chunk on a freshly loaded page of a busy two-core runner can take seconds.
const LOADED = { timeout: 10_000 };

/**
 * The open notifications dropdown, once its list (a lazy chunk) has replaced the placeholder, so a
 * story's checks and its final frame see the list, placed, and not the moment before.
 */
export async function findDropdown(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dropdown = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notifications' }, LOADED);
  await waitFor(() => expect(within(dropdown).queryByRole('status', { name: 'Loading…' })).toBeNull(), LOADED);
  // The popover is placed (and shown) a frame or more after it mounts.
  await waitFor(() => expect(dropdown).toBeVisible(), LOADED);
  return dropdown;
}
