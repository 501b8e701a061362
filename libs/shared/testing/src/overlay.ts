import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

type OverlayRole = 'dialog' | 'alertdialog' | 'menu';

/**
 * The open overlay of `role` (named `name`, when given) once it holds the focus: the jsdom twin of the
 * story entry's helper. Dialogs, popovers and menus take the focus a frame after they open; a key
 * pressed before then goes to the page (an Escape that should close them does nothing), which failed
 * a CI run under load.
 */
export async function findFocusedOverlay(role: OverlayRole, name?: string | RegExp): Promise<HTMLElement> {
  const overlay = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(overlay.contains(overlay.ownerDocument.activeElement)).toBe(true));
  return overlay;
}
