import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheckIcon } from 'lucide-react';
import type { MfaLevel } from '../model/mfa-reminder.ts';
import { GlobalDialogFrame } from './global-dialog-frame.tsx';

const MFA_REMINDER_WIDTH = 480;

export interface MfaReminderModalProps {
  open: boolean;
  level: MfaLevel;
  dontShowAgain: boolean;
  onDontShowAgainChange: (value: boolean) => void;
  onEnable: () => void;
  onSkip: () => void;
}

/**
 * The MFA reminder (spec 002 §2.5): company level for all accounts, user level for one's own sign-in.
 * Its behaviour (opening on `showMfaReminder`, "don't show again", Enable by level) is `useGlobalDialogs`'.
 */
export function MfaReminderModal({ open, level, dontShowAgain, onDontShowAgainChange, onEnable, onSkip }: MfaReminderModalProps) {
  const { t } = useLingui();
  return (
    <GlobalDialogFrame
      open={open}
      onClose={onSkip}
      title={t({ id: 'DIALOG.MFA_TITLE', message: 'Turn on multi-factor authentication' })}
      icon={<ShieldCheckIcon size="1.25em" aria-hidden="true" />}
      width={MFA_REMINDER_WIDTH}
      // Skip dismisses the reminder as Esc does: both skip.
      dismissLabel={<Trans id="DIALOG.MFA_SKIP">Skip</Trans>}
      footer={
        <Button onClick={onEnable}>
          <Trans id="DIALOG.MFA_ENABLE">Enable MFA</Trans>
        </Button>
      }
    >
      <Stack gap="4">
        <Text>
          {level === 'company' ? (
            <Trans id="DIALOG.MFA_COMPANY_BODY">
              Multi-factor authentication is not required for the accounts of your company yet. Require it for all accounts to protect them against stolen passwords.
            </Trans>
          ) : (
            <Trans id="DIALOG.MFA_USER_BODY">
              Your account signs in with a password only. Add a second sign-in step to protect it against a stolen password.
            </Trans>
          )}
        </Text>
        <Checkbox.Root checked={dontShowAgain} onCheckedChange={(details) => onDontShowAgainChange(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans id="DIALOG.MFA_DONT_SHOW">Don't show again</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </GlobalDialogFrame>
  );
}
