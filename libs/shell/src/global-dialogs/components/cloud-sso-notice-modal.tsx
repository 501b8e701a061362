import { Button, Dialog, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GlobalDialogFrame } from './global-dialog-frame.tsx';
import { ServerText } from './server-text.tsx';

const CLOUD_SSO_NOTICE_WIDTH = 452;

export interface CloudSsoNoticeModalProps {
  open: boolean;
  onClose: () => void;
  /** Replaces the built-in title (the `showCloudSsoNotice` event's `title`). */
  title?: string;
  /** Replaces the built-in notice: plain text; markup is shown only through SafeHtml. */
  content?: string;
}

/**
 * The cloud single sign-on notice (spec 002 §2.5: "no further detail shown"): a notice and Close.
 * Opened by the console extension `showCloudSsoNotice`, whose opener may supply its own texts.
 */
export function CloudSsoNoticeModal({ open, onClose, title, content }: CloudSsoNoticeModalProps) {
  const { t } = useLingui();
  return (
    <GlobalDialogFrame
      open={open}
      onClose={onClose}
      title={title ?? t({ id: 'DIALOG.CLOUD_SSO_TITLE', message: 'Cloud single sign-on' })}
      width={CLOUD_SSO_NOTICE_WIDTH}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button><Trans id="COMMON.CLOSE">Close</Trans></Button>
        </Dialog.ActionTrigger>
      }
    >
      {content ? (
        <ServerText value={content} />
      ) : (
        <Text>
          <Trans id="DIALOG.CLOUD_SSO_BODY">
            Single sign-on to your cloud apps is set up and managed outside this console. For help with signing in to a cloud app, contact your administrator.
          </Trans>
        </Text>
      )}
    </GlobalDialogFrame>
  );
}
