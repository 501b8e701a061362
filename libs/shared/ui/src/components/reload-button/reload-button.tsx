import { RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BusyButton } from '../busy-button/busy-button.tsx';

export interface ReloadButtonProps {
  onClick: () => void;
  /** Shows the button busy, with `loadingText`, and ignores presses while the request runs. */
  loading?: boolean;
  loadingText: string;
  size: 'xs' | 'sm';
  /** The label, e.g. "Retry" or "Refresh". */
  children: ReactNode;
}

/**
 * A button that asks the server again (an error state's Retry, a report's Refresh). A `BusyButton`:
 * while it runs it keeps the focus, so a user who pressed Refresh with Enter is not sent to the top.
 */
export function ReloadButton({ onClick, loading = false, loadingText, size, children }: ReloadButtonProps) {
  return (
    <BusyButton type="button" size={size} variant="outline" onClick={onClick} loading={loading} loadingText={loadingText}>
      <RotateCwIcon aria-hidden="true" />
      {children}
    </BusyButton>
  );
}
