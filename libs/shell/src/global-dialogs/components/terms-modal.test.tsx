import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acceptTermsHandlers } from '@soc/mocks';
import { renderWithProviders, setupMockServer, findFocusedOverlay } from '@soc/testing';
import type { ObserverFactory } from '../model/terms.ts';
import { TermsGate } from './terms-modal.tsx';

// The first Chakra dialog of a file takes seconds to render on a busy shared core.
vi.setConfig({ testTimeout: 20_000 });

const { server, requests: seen } = setupMockServer();

/** An IntersectionObserver the test drives: `reveal(ratio)` reports the observed marker at that ratio. */
function createFakeObserver() {
  const observers: Array<{ callback: Parameters<ObserverFactory>[0]; options: IntersectionObserverInit; targets: Element[]; disconnected: boolean }> = [];
  const factory: ObserverFactory = (callback, options) => {
    const record = { callback, options, targets: [] as Element[], disconnected: false };
    observers.push(record);
    return {
      observe: (target: Element) => void record.targets.push(target),
      disconnect: () => {
        record.disconnected = true;
      },
    };
  };
  return {
    factory,
    observers,
    reveal(ratio: number) {
      for (const observer of observers) {
        if (observer.disconnected || observer.targets.length === 0) continue;
        observer.callback(observer.targets.map(() => ({ isIntersecting: ratio > 0, intersectionRatio: ratio })));
      }
    },
  };
}

function renderGate(show = true) {
  const observer = createFakeObserver();
  const onLogout = vi.fn();
  const view = renderWithProviders(<TermsGate show={show} version="2026.1" createObserver={observer.factory} onLogout={onLogout} />, { toaster: true });
  return { observer, onLogout, ...view };
}

const acceptButton = () => within(screen.getByRole('dialog', { name: 'Terms and conditions' })).getByRole('button', { name: 'Accept' });

describe('TermsGate', () => {
  it('is not shown unless the auth info asks for it', async () => {
    renderGate(false);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not dismissible: no close button, Esc does nothing', async () => {
    const user = userEvent.setup();
    renderGate();
    const dialog = await findFocusedOverlay('dialog', 'Terms and conditions');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('enables Accept only once the bottom marker is fully visible inside the scrolling text', async () => {
    const { observer } = renderGate();
    await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() => expect(observer.observers.some((o) => o.targets.length > 0)).toBe(true));
    const live = observer.observers.find((o) => o.targets.length > 0)!;
    expect(live.options.threshold).toBe(1);
    expect(live.options.root).toBe(screen.getByTestId('terms-scroll'));
    expect(live.targets).toEqual([screen.getByTestId('terms-end-marker')]);
    expect(acceptButton()).toBeDisabled();
    expect(screen.getByText('Scroll to the end of the terms to accept them.')).toBeInTheDocument();

    act(() => observer.reveal(0.5));
    expect(acceptButton()).toBeDisabled();
    act(() => observer.reveal(1));
    expect(acceptButton()).toBeEnabled();
    expect(screen.getByText('You have reached the end of the terms.')).toBeInTheDocument();
    // Scrolling back up does not lock it again.
    act(() => observer.reveal(0));
    expect(acceptButton()).toBeEnabled();
  });

  it('Accept posts the version and closes', async () => {
    const user = userEvent.setup();
    const { observer } = renderGate();
    await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() => expect(observer.observers.some((o) => o.targets.length > 0)).toBe(true));
    act(() => observer.reveal(1));
    await user.click(acceptButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen).toContainEqual(expect.objectContaining({ method: 'POST', path: '/ui/uic/v3/acceptTermsPopup', body: { version: '2026.1' } }));
  });

  it('a failed Accept shows the generic error and stays open', async () => {
    server.use(acceptTermsHandlers.serverError());
    const user = userEvent.setup();
    const { observer } = renderGate();
    await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() => expect(observer.observers.some((o) => o.targets.length > 0)).toBe(true));
    act(() => observer.reveal(1));
    await user.click(acceptButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('Cancel signs out', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and sign out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('signs out through /logout.html?t=legalModal by default', async () => {
    const { logout } = await import('@soc/api');
    const assign = vi.fn();
    await logout('legalModal', { visit: vi.fn(async () => undefined), assign, storage: localStorage });
    expect(assign).toHaveBeenCalledWith('/logout.html?t=legalModal');
  });
});
