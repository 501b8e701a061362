import { IconButton, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon, CopyIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { CopyStatusAnnouncement, useCopyToClipboard } from '../../hooks/use-copy-to-clipboard.tsx';

export { COPY_FEEDBACK_MS } from '../../hooks/use-copy-to-clipboard.tsx';

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
  const { status, copy } = useCopyToClipboard();

  const name = label ?? t({ id: 'COMMON.COPY', message: 'Copy' });
  return (
    <>
      <IconButton
        type="button"
        variant="ghost"
        size={size}
        color={status === 'copied' ? 'status.success' : status === 'failed' ? 'status.error' : 'fg.muted'}
        flexShrink={0}
        onClick={() => void copy(value)}
        aria-label={labelledBy ? undefined : name}
        aria-labelledby={labelledBy ? `${textId} ${labelledBy}` : undefined}
        data-status={status}
      >
        {status === 'copied' ? <CheckIcon aria-hidden="true" /> : status === 'failed' ? <XIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        {labelledBy ? <VisuallyHidden id={textId}>{name}</VisuallyHidden> : null}
      </IconButton>
      <CopyStatusAnnouncement status={status} />
    </>
  );
}
