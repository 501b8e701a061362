import { expect, userEvent, waitFor, within } from 'storybook/test';

// Story play helpers (the `@soc/testing/story` entry): browser-only, so the stories do not pull the
// Node MSW server that the main entry carries.

export { chromaticCapture } from './capture.ts';

type OverlayRole = 'dialog' | 'alertdialog' | 'menu';

/**
 * The open overlay of `role` (named `name`, when given) once it holds the focus, as a person meets it.
 * Dialogs and menus take the focus a frame after they open: a key or click before then races that
 * initial focus (an Escape would go to the page), and a screenshot would catch a ring mid-move.
 */
export async function findFocusedOverlay(role: OverlayRole, name?: string | RegExp): Promise<HTMLElement> {
  const overlay = await within(document.body).findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(overlay.contains(overlay.ownerDocument.activeElement)).toBe(true));
  return overlay;
}

/**
 * Chooses an open menu's item with the keyboard, as a keyboard user does: arrow down until the item
 * is highlighted, then Enter. Deterministic while the menu is still animating in, where a synthetic
 * pointer click can land before Ark has highlighted the item. `keepsMenuOpen`: the item (a radio)
 * leaves the menu open.
 */
export async function chooseMenuItem(item: HTMLElement, { keepsMenuOpen = false } = {}): Promise<void> {
  const menu = item.closest<HTMLElement>('[role="menu"]');
  await waitFor(() => expect(menu?.contains(item.ownerDocument.activeElement)).toBe(true));
  for (let step = 0; step < 20 && !item.hasAttribute('data-highlighted'); step += 1) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await expect(item).toHaveAttribute('data-highlighted');
  await userEvent.keyboard('{Enter}');
  if (keepsMenuOpen) return;
  // The story ends as a person sees it: the menu gone and the focus back on its trigger (or wherever
  // the item sent it). The menu returns the focus a frame after it closes; a screenshot taken in
  // between showed the trigger with or without its ring, depending on timing.
  const doc = item.ownerDocument;
  await waitFor(() => {
    expect(menu?.isConnected && menu.getAttribute('data-state') === 'open').toBe(false);
    expect(doc.activeElement).not.toBe(doc.body);
    expect(menu?.contains(doc.activeElement)).toBe(false);
  });
}

/**
 * A press on a dialog's mask, outside its content (the positioner around it; the page below takes no
 * pointer events while a modal is open).
 */
export async function pressOutside(dialog: HTMLElement): Promise<void> {
  await userEvent.setup({ pointerEventsCheck: 0 }).pointer({ keys: '[MouseLeft]', target: dialog.parentElement as HTMLElement, coords: { clientX: 5, clientY: 5 } });
}

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement): Promise<void> =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

/**
 * The open dialog on a phone: inside the screen, each of `actions` whole and in view inside it (and every
 * other button of it inside it too), and the page not scrolling sideways.
 */
export async function expectFitsPhone(dialog: HTMLElement, actions: readonly string[]): Promise<void> {
  await opened(dialog);
  const box = dialog.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  for (const name of actions) {
    const button = within(dialog).getAllByRole('button', { name }).at(0) as HTMLElement;
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(Math.min(box.bottom, window.innerHeight));
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  }
  for (const button of within(dialog).getAllByRole('button')) {
    await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  }
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}

/**
 * The open menu on a phone, settled where it opens: inside the screen, each item whole inside it, and the
 * page not scrolling sideways.
 */
export async function expectMenuFitsPhone(menu: HTMLElement): Promise<void> {
  await opened(menu);
  await waitFor(() => {
    const box = menu.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  });
  const box = menu.getBoundingClientRect();
  for (const item of menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')) {
    await expect(item.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  }
}

/** The text of an element as the lines it is laid out on. */
export function renderedLines(element: Element): string[] {
  const lines: { top: number; text: string }[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (let index = 0; index < node.length; index++) {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      const last = lines.at(-1);
      if (last && Math.abs(last.top - top) < 4) last.text += node.data.charAt(index);
      else lines.push({ top, text: node.data.charAt(index) });
    }
  }
  return lines.map((line) => line.text);
}

/** Two characters of one word: katakana, Latin letters. A line break between them cuts the word. */
const SAME_WORD = [/[ァ-ヶー]/, /[A-Za-z]/];
const cutsWord = (before: string, after: string) => SAME_WORD.some((word) => word.test(before) && word.test(after));

/**
 * Every field label (`dt`) and column header under `root` breaks between words, never inside one
 * (ステータ⏎ス, 統合エンドポイントインスタ⏎ンス).
 */
export async function expectLabelsWhole(root: Element): Promise<void> {
  for (const label of root.querySelectorAll('dt, th')) {
    const lines = renderedLines(label);
    const cuts = lines.slice(1).filter((line, index) => cutsWord(lines[index]?.at(-1) ?? '', line.charAt(0)));
    await expect(cuts, `"${label.textContent}" is laid out as ${JSON.stringify(lines)}`).toEqual([]);
  }
}

/**
 * A detail panel on a phone, in its story frame (`data-testid="panel-frame"`): the frame inside the
 * screen, every field and each of `parts` inside the frame, every label whole, and neither the frame
 * nor the page scrolling sideways.
 */
export async function expectPanelFitsPhone(canvasElement: HTMLElement, parts: readonly Element[] = []): Promise<void> {
  const frame = within(canvasElement).getByTestId('panel-frame');
  const right = frame.getBoundingClientRect().right;
  await expect(right).toBeLessThanOrEqual(window.innerWidth);
  for (const part of [...parts, ...canvasElement.querySelectorAll('.detail-field')]) await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  await expectLabelsWhole(frame);
}
