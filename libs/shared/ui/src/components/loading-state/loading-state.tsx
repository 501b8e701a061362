import { Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

// Ragged line widths read as text, not as a table.
const WIDTHS = ['100%', '85%', '92%', '70%', '96%', '60%'];

export interface LoadingStateProps {
  /** Number of skeleton lines (default 3). */
  lines?: number;
  /** Accessible label; defaults to "Loading…". */
  label?: string;
  /** Pulse the lines (default true; reduced motion turns it off anyway). Stories pass false. */
  animated?: boolean;
  /**
   * What the load came to, when it is something to say (no data, still processing): shown in place of
   * the skeleton in the same status region, which is then announced. A heading put where the skeleton
   * was is not: a live region must be there before its text changes.
   */
  outcome?: ReactNode;
}

/**
 * Skeleton lines while a request is in flight: a busy status region named "Loading…". With an
 * `outcome`, the same region, no longer busy, holds it instead.
 */
export function LoadingState({ lines = 3, label, animated = true, outcome }: LoadingStateProps) {
  const { t } = useLingui();
  const busy = outcome === undefined;
  return (
    <Stack
      role="status"
      aria-busy={busy}
      aria-label={busy ? (label ?? t({ id: 'COMMON.LOADING', message: 'Loading…' })) : undefined}
      gap="2.5"
      py={busy ? '2' : undefined}
      // The outcome takes the place of a full-width state (EmptyState's width).
      width={busy ? undefined : 'full'}
    >
      {busy
        ? Array.from({ length: Math.max(1, lines) }, (_, index) => (
            <Skeleton
              key={index}
              aria-hidden="true"
              height="3"
              width={WIDTHS[index % WIDTHS.length]}
              variant={animated ? 'pulse' : 'none'}
              bg="bg.emphasized"
            />
          ))
        : outcome}
    </Stack>
  );
}
