import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render.tsx';
import { COPY_FEEDBACK_MS, CopyButton } from './copy-button.tsx';

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

  it('says so when the clipboard is unavailable', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyButton value="abc" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not copy to the clipboard'));
  });

  it('resets after a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      renderWithProviders(<CopyButton value="abc" />);
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
      act(() => {
        vi.advanceTimersByTime(COPY_FEEDBACK_MS);
      });
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      vi.useRealTimers();
    }
  });
});
