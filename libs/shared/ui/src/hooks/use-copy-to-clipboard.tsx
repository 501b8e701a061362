import { VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long the "copied" (or "could not copy") feedback stays before it resets. */
export const COPY_FEEDBACK_MS = 2000;

/** Copies text with the Clipboard API; the status shows the result for COPY_FEEDBACK_MS. */
export function useCopyToClipboard(): { status: CopyStatus; copy: (text: string) => Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      // No clipboard (insecure context, denied permission): say so instead of failing silently.
      setStatus('failed');
    }
  }, []);
  return { status, copy };
}

/** Announces a copy's result politely to assistive technology. */
export function CopyStatusAnnouncement({ status }: { status: CopyStatus }) {
  const { t } = useLingui();
  return (
    <VisuallyHidden role="status">
      {status === 'copied'
        ? t({ id: 'COMMON.COPIED', message: 'Copied' })
        : status === 'failed'
          ? t({ id: 'COMMON.COPY_FAILED', message: 'Could not copy to the clipboard' })
          : null}
    </VisuallyHidden>
  );
}
