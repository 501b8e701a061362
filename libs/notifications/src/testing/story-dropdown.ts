import { expect, waitFor, within } from 'storybook/test';

/**
 * The open notifications dropdown, once its list (a lazy chunk) has replaced the placeholder, so a
 * story's checks and its final frame see the list and not the moment before.
 */
export async function findDropdown(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dropdown = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notifications' });
  await waitFor(() => expect(within(dropdown).queryByRole('status', { name: 'Loading…' })).toBeNull());
  return dropdown;
}
