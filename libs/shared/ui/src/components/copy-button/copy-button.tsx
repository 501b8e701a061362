import { IconButton, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long the "copied" check mark stays before the button resets. */
export const COPY_FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  /** The text written to the clipboard. */
  value: string;
  /** The accessible name. Defaults to "Copy", or "Copy <text of labelledBy>" when `labelledBy` is given. */
  label?: string;
  /** id of the element naming what is copied (e.g. a field label): the button is named "Copy <that label>". */
  labelledBy?: string;
  size?: '2xs' | 'xs' | 'sm';
}

/** An icon button that copies `value` with the Clipboard API and announces the result politely. */
export function CopyButton({ value, label, labelledBy, size = '2xs' }: CopyButtonProps) {
  const { t } = useLingui();
  const textId = useId();
  const [status, setStatus] = useState<CopyStatus>('idle');

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      // No clipboard (insecure context, denied permission): say so instead of failing silently.
      setStatus('failed');
    }
  };

  const name = label ?? t({ id: 'COMMON.COPY', message: 'Copy' });
  return (
    <>
      <IconButton
        type="button"
        variant="ghost"
        size={size}
        color={status === 'copied' ? 'status.success' : 'fg.muted'}
        flexShrink={0}
        onClick={() => void copy()}
        aria-label={labelledBy ? undefined : name}
        aria-labelledby={labelledBy ? `${textId} ${labelledBy}` : undefined}
        data-status={status}
      >
        {status === 'copied' ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        {labelledBy ? <VisuallyHidden id={textId}>{name}</VisuallyHidden> : null}
      </IconButton>
      <VisuallyHidden role="status">
        {status === 'copied'
          ? t({ id: 'COMMON.COPIED', message: 'Copied' })
          : status === 'failed'
            ? t({ id: 'COMMON.COPY_FAILED', message: 'Could not copy to the clipboard' })
            : null}
      </VisuallyHidden>
    </>
  );
}
