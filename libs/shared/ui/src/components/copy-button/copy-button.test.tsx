import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render.tsx';
import { COPY_FEEDBACK_MS, CopyButton } from './copy-button.tsx';
import { Toaster } from '../../provider/toaster.tsx';
import { toaster } from '../../provider/toast-store.ts';

afterEach(() => toaster.remove());

describe('CopyButton', () => {
  it('copies the value and announces it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyButton value="abc123" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('abc123');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('takes its name from a label element', () => {
    renderWithProviders(
      <>
        <span id="sha1-label">SHA1</span>
        <CopyButton value="abc" labelledBy="sha1-label" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Copy SHA1' })).toBeInTheDocument();
  });

  it('uses an explicit label', () => {
    renderWithProviders(<CopyButton value="abc" label="Copy trace ID" />);
    expect(screen.getByRole('button', { name: 'Copy trace ID' })).toBeInTheDocument();
  });

  it('says so where it is seen when the clipboard is unavailable: an error toast and the button\'s error mark', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CopyButton value="abc" />
        <Toaster />
      </>,
    );
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy to the clipboard')).toBeVisible();
    expect(screen.getByText('The browser did not let the console use the clipboard.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-status', 'failed');
  });

  it('resets after a moment', async () => {
    // Only fake time moves the feedback on, so a slow machine cannot skip past "Copied".
    vi.useFakeTimers();
    try {
      vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined);
      renderWithProviders(<CopyButton value="abc" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
        await Promise.resolve();
      });
      expect(screen.getByRole('status')).toHaveTextContent('Copied');
      act(() => {
        vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
      });
      expect(screen.getByRole('status')).toHaveTextContent('Copied');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      vi.useRealTimers();
    }
  });
});
