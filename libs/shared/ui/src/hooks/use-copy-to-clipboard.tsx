import { VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { TOAST_DURATION_MS, toaster } from '../provider/toast-store.ts';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long the "copied" (or "could not copy") feedback stays before it resets. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies text with the Clipboard API; the status shows the result for COPY_FEEDBACK_MS. A copy the
 * browser refuses is also said in an error toast: an icon that merely stays the same looks like success.
 */
export function useCopyToClipboard(): { status: CopyStatus; copy: (text: string) => Promise<void> } {
  const { t } = useLingui();
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
      toaster.create({
        type: 'error',
        title: t({ id: 'COMMON.COPY_FAILED', message: 'Could not copy to the clipboard' }),
        description: t({ id: 'COMMON.COPY_FAILED_REASON', message: 'The browser did not let the console use the clipboard.' }),
        // No trace id to read or copy: it need not stay until closed as other errors do.
        duration: TOAST_DURATION_MS,
      });
    }
  }, [t]);
  return { status, copy };
}

/** Announces a copy's success politely to assistive technology (a failure's toast announces itself). */
export function CopyStatusAnnouncement({ status }: { status: CopyStatus }) {
  const { t } = useLingui();
  return <VisuallyHidden role="status">{status === 'copied' ? t({ id: 'COMMON.COPIED', message: 'Copied' }) : null}</VisuallyHidden>;
}
