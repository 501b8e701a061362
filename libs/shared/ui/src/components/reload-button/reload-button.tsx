import { Button } from '@chakra-ui/react';
import { RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ReloadButtonProps {
  onClick: () => void;
  /** Disables the button and shows it busy, with `loadingText`, while the request runs. */
  loading?: boolean;
  loadingText: string;
  size: 'xs' | 'sm';
  /** The label, e.g. "Retry" or "Refresh". */
  children: ReactNode;
}

/** A button that asks the server again (an error state's Retry, a report's Refresh). */
export function ReloadButton({ onClick, loading = false, loadingText, size, children }: ReloadButtonProps) {
  return (
    <Button type="button" size={size} variant="outline" onClick={onClick} loading={loading} loadingText={loadingText}>
      <RotateCwIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
