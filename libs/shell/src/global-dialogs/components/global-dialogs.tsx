import { useCallback } from 'react';
import { useGlobalDialogs } from '../hooks/use-global-dialogs.ts';
import { COMPANION_REMOTE_PATH } from '../model/genai-regions.ts';
import { AlertModal } from './alert-modal.tsx';
import { CloudSsoNoticeModal } from './cloud-sso-notice-modal.tsx';
import { CompanionAiDialog } from './companion-ai-dialog.tsx';
import { EmbeddedPageModal } from './embedded-page-modal.tsx';
import { FoundationUpdateDialog } from './foundation-update-modal.tsx';
import { FullScreenOverlay } from './full-screen-overlay.tsx';
import { MfaReminderModal } from './mfa-reminder.tsx';
import { PreReleaseDialog } from './pre-release-dialog.tsx';

export interface GlobalDialogsProps {
  /** Router-agnostic navigation to a console path (with its query string). */
  onNavigate: (path: string) => void;
}

/**
 * Every dialog `toggleUICEvent` opens in the shell (spec 002 §2.1), and the MFA reminder and cloud
 * SSO notice of the console's extensions of that event (README), mounted once. Each dialog stays
 * mounted closed, so focus returns to whatever opened it.
 */
export function GlobalDialogs({ onNavigate }: GlobalDialogsProps) {
  const { dialog, overlay, closeDialog, closeOverlay, setMfaDontShowAgain, enableMfaReminder, skipMfaReminder } = useGlobalDialogs(window, { onNavigate });
  const mfa = dialog?.kind === 'mfaReminder' ? dialog : undefined;
  const cloudSso = dialog?.kind === 'cloudSsoNotice' ? dialog : undefined;
  const goToRemoteSupport = useCallback(() => {
    closeDialog();
    onNavigate(COMPANION_REMOTE_PATH);
  }, [closeDialog, onNavigate]);

  // The open dialog's own fields, when it is of that kind.
  const modal = dialog?.kind === 'modal' ? dialog : undefined;
  const alert = dialog?.kind === 'alert' ? dialog : undefined;
  return (
    <>
      <EmbeddedPageModal
        open={modal !== undefined}
        onClose={closeDialog}
        page={modal?.page}
        title={modal?.title}
        width={modal?.width}
        height={modal?.height}
      />
      <AlertModal open={alert !== undefined} onClose={closeDialog} tone={alert?.tone} title={alert?.title} content={alert?.content} />
      <FoundationUpdateDialog open={dialog?.kind === 'foundationUpdate'} onClose={closeDialog} />
      <CompanionAiDialog open={dialog?.kind === 'aiDialog'} onClose={closeDialog} onGoToRemoteSupport={goToRemoteSupport} />
      <PreReleaseDialog preReleaseKey={dialog?.kind === 'preRelease' ? dialog.preReleaseKey : undefined} onClose={closeDialog} />
      <MfaReminderModal
        open={mfa !== undefined}
        level={mfa?.level ?? 'company'}
        dontShowAgain={mfa?.dontShowAgain ?? false}
        onDontShowAgainChange={setMfaDontShowAgain}
        onEnable={enableMfaReminder}
        onSkip={skipMfaReminder}
      />
      <CloudSsoNoticeModal open={cloudSso !== undefined} onClose={closeDialog} title={cloudSso?.title} content={cloudSso?.content} />
      <FullScreenOverlay page={overlay?.page} onClose={closeOverlay} />
    </>
  );
}
