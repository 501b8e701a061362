import { Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

// Ragged line widths read as text, not as a table.
const WIDTHS = ['100%', '85%', '92%', '70%', '96%', '60%'];

export interface LoadingStateProps {
  /** Number of skeleton lines (default 3). */
  lines?: number;
  /** Accessible label; defaults to "Loading…". */
  label?: string;
  /** Pulse the lines (default true; reduced motion turns it off anyway). Stories pass false. */
  animated?: boolean;
}

/** Skeleton lines while a request is in flight: a busy status region named "Loading…". */
export function LoadingState({ lines = 3, label, animated = true }: LoadingStateProps) {
  const { t } = useLingui();
  return (
    <Stack role="status" aria-busy="true" aria-label={label ?? t({ id: 'COMMON.LOADING', message: 'Loading…' })} gap="2.5" py="2">
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <Skeleton
          key={index}
          aria-hidden="true"
          height="3"
          width={WIDTHS[index % WIDTHS.length]}
          variant={animated ? 'pulse' : 'none'}
          bg="bg.emphasized"
        />
      ))}
    </Stack>
  );
}
