import { Alert, Button, chakra, CloseButton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { NoticeBar } from '../components/notice-bar.tsx';

export interface UpgradeAlertProps {
  /** Before the switch date the older wording shows (see `usesOlderUpgradeText`). */
  olderText: boolean;
  /** Opens modal 1. */
  onLearnMore: () => void;
  /** Opens the close-alert modal. */
  onClose: () => void;
  /** `/admin/timezone`, or `/users/403` without the console permission (spec 000 §6). */
  timezonePath: string;
  onNavigate: (path: string) => void;
}

const Link = chakra('a');

/** The upgrade promotion's alert (spec 000 §2.10, §4.4): what is offered, the way in, and a close button. */
export function UpgradeAlert({ olderText, onLearnMore, onClose, timezonePath, onNavigate }: UpgradeAlertProps) {
  const { t } = useLingui();
  const openTimezone = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(timezonePath);
  };
  return (
    <NoticeBar
      tone="info"
      label={t({ id: 'UPGRADE.REGION', message: 'Upgrade offer' })}
      regionProps={{ 'data-testid': 'upgrade-alert' }}
      actions={
        <>
          <Button size="xs" colorPalette="brand" onClick={onLearnMore}>
            <Trans id="UPGRADE.LEARN_MORE">Learn about the upgrade</Trans>
          </Button>
          <CloseButton size="xs" color="fg" aria-label={t({ id: 'UPGRADE.CLOSE_ALERT', message: 'Close the upgrade banner' })} onClick={onClose} />
        </>
      }
    >
      <Alert.Content>
        <Alert.Title fontWeight="semibold">
          {olderText ? (
            <Trans id="UPGRADE.ALERT_TITLE_OLD">Foundation Services are now available to your company.</Trans>
          ) : (
            <Trans id="UPGRADE.ALERT_TITLE">Upgrade your company to Foundation Services.</Trans>
          )}
        </Alert.Title>
        <Alert.Description color="fg">
          <Trans id="UPGRADE.ALERT_TIMEZONE">
            Before you upgrade, check the console's{' '}
            <Link href={timezonePath} onClick={openTimezone} color="brand.fg" textDecoration="underline" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
              time zone settings
            </Link>
            .
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </NoticeBar>
  );
}
