import { VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';

/** Marks a menu entry that opens a page in a new window, visibly and for screen readers. */
export function NewWindowHint() {
  return (
    <>
      <ExternalLink size={12} aria-hidden="true" style={{ marginInlineStart: 'auto' }} />
      <VisuallyHidden>
        <Trans id="COMMON.OPENS_IN_NEW_WINDOW">(opens in a new window)</Trans>
      </VisuallyHidden>
    </>
  );
}
