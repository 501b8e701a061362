import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SparklesIcon } from 'lucide-react';
import { CompanionDisclaimer } from './companion-disclaimer.tsx';
import { GlobalDialogFrame } from './global-dialog-frame.tsx';

const COMPANION_DIALOG_WIDTH = 560;

export interface CompanionAiDialogProps {
  open: boolean;
  onClose: () => void;
  /** Goes to remote support (/admin/remote, spec 002 §2.5). */
  onGoToRemoteSupport: () => void;
}

/** The companion AI dialog of `toggleAIDialog`: its disclaimer and the way to remote support. */
export function CompanionAiDialog({ open, onClose, onGoToRemoteSupport }: CompanionAiDialogProps) {
  const { t } = useLingui();
  return (
    <GlobalDialogFrame
      open={open}
      onClose={onClose}
      title={t({ id: 'DIALOG.COMPANION_TITLE', message: 'Companion' })}
      icon={<SparklesIcon size="1.25em" aria-hidden="true" />}
      width={COMPANION_DIALOG_WIDTH}
      dismissLabel={<Trans id="COMMON.CLOSE">Close</Trans>}
      footer={
        <Button onClick={onGoToRemoteSupport}>
          <Trans id="DIALOG.COMPANION_REMOTE">Go to remote support</Trans>
        </Button>
      }
    >
      <CompanionDisclaimer />
    </GlobalDialogFrame>
  );
}
