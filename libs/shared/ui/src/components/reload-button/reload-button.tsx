import { Button, Loader } from '@chakra-ui/react';
import { RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';

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
 * A button that asks the server again (an error state's Retry, a report's Refresh). While it runs the
 * button is `aria-disabled`, not `disabled`: a disabled button drops the keyboard focus to the page, so
 * a user who pressed Refresh with Enter would be sent back to the top.
 */
export function ReloadButton({ onClick, loading = false, loadingText, size, children }: ReloadButtonProps) {
  return (
    <Button
      type="button"
      size={size}
      variant="outline"
      onClick={loading ? undefined : onClick}
      aria-disabled={loading || undefined}
    >
      <Loader visible={loading} text={loadingText}>
        <RotateCwIcon aria-hidden="true" />
        {children}
      </Loader>
    </Button>
  );
}
