import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useKeepFocusWhileBusy } from './use-keep-focus-while-busy.ts';

/** jsdom keeps the focus on a control once it is disabled, as some browsers do. */
function Frame({ busy }: { busy: boolean }) {
  const actionRef = useRef<HTMLButtonElement>(null);
  useKeepFocusWhileBusy(actionRef, busy);
  return (
    <div role="alertdialog" aria-label="Your session has ended" tabIndex={-1}>
      <button type="button">Later</button>
      <button ref={actionRef} type="button" disabled={busy}>
        OK
      </button>
    </div>
  );
}

describe('useKeepFocusWhileBusy', () => {
  it('moves the focus from the busy, disabled action to the dialog itself', () => {
    const { rerender } = render(<Frame busy={false} />);
    const action = screen.getByRole('button', { name: 'OK' });
    action.focus();
    rerender(<Frame busy={false} />);
    expect(action).toHaveFocus();
    rerender(<Frame busy />);
    expect(screen.getByRole('alertdialog')).toHaveFocus();
  });

  it('takes the focus back from the page when the browser blurred the disabled action', () => {
    const { rerender } = render(<Frame busy={false} />);
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<Frame busy />);
    expect(screen.getByRole('alertdialog')).toHaveFocus();
  });

  it('leaves alone a focus the user moved to a control that is still enabled', () => {
    const { rerender } = render(<Frame busy={false} />);
    const later = screen.getByRole('button', { name: 'Later' });
    later.focus();
    rerender(<Frame busy />);
    expect(later).toHaveFocus();
  });
});
