import { Box, Button, Dialog } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlertIcon, InfoIcon } from 'lucide-react';
import { GlobalDialogFrame } from './global-dialog-frame.tsx';
import { ServerText } from './server-text.tsx';

const ALERT_MODAL_WIDTH = 452;
type AlertTone = 'default' | 'red';

export interface AlertModalProps {
  open: boolean;
  onClose: () => void;
  /** `red`: the red alert of `showRedAlert`, announced as an alert dialog. */
  tone?: AlertTone;
  title?: string;
  /** Plain text; markup is shown only through SafeHtml. */
  content?: string;
}

/** The alert (`showAlertPro`) and red alert (`showRedAlert`) modals of spec 002 §2.1. */
export function AlertModal({ open, onClose, tone = 'default', title, content }: AlertModalProps) {
  const { t } = useLingui();
  const red = tone === 'red';
  const fallbackTitle = red ? t({ id: 'DIALOG.RED_ALERT_TITLE', message: 'Warning' }) : t({ id: 'DIALOG.ALERT_TITLE', message: 'Notice' });
  return (
    <GlobalDialogFrame
      open={open}
      onClose={onClose}
      role={red ? 'alertdialog' : 'dialog'}
      title={title ?? fallbackTitle}
      width={ALERT_MODAL_WIDTH}
      icon={
        <Box color={red ? 'status.error' : 'status.info'} fontSize="xl" aria-hidden="true" display="flex">
          {red ? <CircleAlertIcon size="1em" /> : <InfoIcon size="1em" />}
        </Box>
      }
      footer={
        <Dialog.ActionTrigger asChild>
          <Button colorPalette={red ? 'red' : undefined}>
            <Trans id="DIALOG.OK">OK</Trans>
          </Button>
        </Dialog.ActionTrigger>
      }
    >
      {content ? <ServerText value={content} /> : null}
    </GlobalDialogFrame>
  );
}
