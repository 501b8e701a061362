import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render.tsx';
import { Toaster } from './toaster.tsx';
import { TOAST_DURATION_MS, toaster } from './toast-store.ts';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

/** The toaster after `origin` was focused, with one toast per title; returns the origin button. */
async function toastsAfter(origin: string, ...titles: string[]) {
  renderWithProviders(
    <>
      <button type="button">{origin}</button>
      <button type="button">After {origin}</button>
      <Toaster />
    </>,
  );
  const button = screen.getByRole('button', { name: origin });
  button.focus();
  act(() => {
    for (const title of titles) toaster.create({ type: 'error', title });
  });
  await screen.findByText(titles[titles.length - 1] ?? '');
  return button;
}

function toastOf(text: HTMLElement): HTMLElement {
  const toast = text.closest<HTMLElement>('[data-scope="toast"][data-part="root"]');
  if (!toast) throw new Error('toast root not found');
  return toast;
}

const LIVE_ROLES = new Set(['alert', 'status', 'log', 'timer', 'marquee']);
const isLive = (element: Element) => element.hasAttribute('aria-live') || LIVE_ROLES.has(element.getAttribute('role') ?? '');

/** The live regions an element's text is in, nearest first. */
function liveAncestors(element: HTMLElement): Element[] {
  const found: Element[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) if (isLive(node)) found.push(node);
  return found;
}

describe('Toaster', () => {
  it('lasts 5 s at the bottom end', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(toaster.attrs.placement).toBe('bottom-end');
    expect(toaster.attrs.duration).toBe(5000);
  });

  it('shows a notice raised from anywhere', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toaster.create({ type: 'success', title: 'Saved', description: 'Your language was saved.' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your language was saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Its own translated name, not Zag's English "Notifications, bottom-end (alt+T)" (the bell's word).
    expect(screen.getByRole('region', { name: 'Messages (Alt+T)' })).toBeInTheDocument();
  });

  it('says an error at once, as an alert, and every other notice politely, as a status, each once', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toaster.create({ type: 'error', title: 'Could not save' });
      toaster.create({ type: 'success', title: 'Saved' });
    });
    const error = toastOf(await screen.findByText('Could not save'));
    const success = toastOf(screen.getByText('Saved'));
    expect(error).toHaveAttribute('role', 'alert');
    expect(success).toHaveAttribute('role', 'status');
    for (const toast of [error, success]) {
      expect(toast).toHaveAttribute('aria-atomic', 'true');
      // The role alone says how: an aria-live beside role=alert is said twice (VoiceOver on iOS).
      expect(toast).not.toHaveAttribute('aria-live');
    }
    // Between a toast's text and the page: the toast itself (the nearest live region, whose politeness
    // counts) and the region Zag keeps polite so that a toast added to it is heard; nothing else.
    const region = screen.getByRole('region', { name: 'Messages (Alt+T)' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(liveAncestors(screen.getByText('Could not save'))).toEqual([error, region]);
    expect(liveAncestors(screen.getByText('Saved'))).toEqual([success, region]);
  });

  it('shows the trace ID from meta', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toaster.create({ type: 'warning', title: 'Could not load devices', meta: { traceId: 'abc-123' } });
    });
    const title = await screen.findByText('Could not load devices');
    const toast = title.closest('[data-part="root"]');
    if (!(toast instanceof HTMLElement)) throw new Error('toast root not found');
    expect(toast).toHaveTextContent('Trace ID: abc-123');
    expect(within(toast).getByRole('button', { name: 'Copy trace ID' })).toBeInTheDocument();
  });

  it('keeps an error until it is closed (it carries a trace id to read); other notices, and those naming their own duration, last 5 s', () => {
    act(() => {
      toaster.create({ type: 'error', title: 'Failed', meta: { traceId: 'abc' } });
      toaster.create({ type: 'success', title: 'Saved' });
      toaster.create({ type: 'error', title: 'Simulator error', duration: TOAST_DURATION_MS });
    });
    const durations = Object.fromEntries(toaster.getVisibleToasts().map((toast) => [toast.title, toast.duration]));
    expect(durations).toEqual({ Failed: Infinity, Saved: TOAST_DURATION_MS, 'Simulator error': TOAST_DURATION_MS });
  });

  it('is not paused by appearing under a pointer at rest, only by a pointer moved over it', async () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<Toaster />);
      const region = screen.getByRole('region', { name: 'Messages (Alt+T)' });
      const isOpen = (title: string) => toaster.getVisibleToasts().some((toast) => toast.title === title);
      act(() => {
        toaster.create({ type: 'success', title: 'Under the pointer' });
      });
      // The browser's enter when the toast is laid out under the pointer: no move follows.
      fireEvent.mouseEnter(region);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000);
      });
      expect(isOpen('Under the pointer')).toBe(false);

      act(() => {
        toaster.create({ type: 'success', title: 'Hovered' });
      });
      fireEvent.mouseEnter(region);
      fireEvent.mouseMove(region);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 3);
      });
      expect(isOpen('Hovered')).toBe(true);
      fireEvent.mouseLeave(region);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000);
      });
      expect(isOpen('Hovered')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the focus back to where the user came from when a toast is closed from the keyboard', async () => {
    const user = userEvent.setup();
    const origin = await toastsAfter('Dismiss banner', 'Could not dismiss');
    const toast = screen.getByText('Could not dismiss').closest('[data-part="root"]') as HTMLElement;
    within(toast).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(origin).toHaveFocus();
  });

  it('takes no Tab inside the toasts, and is back where the user came from after the last (its focus ring: the support-form e2e)', async () => {
    const user = userEvent.setup();
    const origin = await toastsAfter('Help', 'Request sent', 'Could not load');
    const closes = await screen.findAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    // Inside the toasts a Tab goes on as usual.
    closes[0]?.focus();
    await user.tab();
    expect(origin).not.toHaveFocus();
    expect(document.activeElement?.closest('[data-scope="toast"]')).not.toBeNull();
    closes[1]?.focus();
    await user.tab();
    expect(origin).toHaveFocus();
  });

  it('leaves a Tab past the last toast its own way when where the user came from cannot take the focus', async () => {
    const user = userEvent.setup();
    const origin = await toastsAfter('Menu entry', 'Could not load');
    const close = await screen.findByRole('button', { name: 'Close' });
    close.focus();
    // The menu it was in has closed: its entry can no longer take the focus.
    origin.setAttribute('disabled', '');
    await user.tab();
    expect(close).not.toHaveFocus();
  });
});
