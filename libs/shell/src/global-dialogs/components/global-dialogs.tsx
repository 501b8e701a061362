import { useCallback } from 'react';
import { useGlobalDialogs } from '../hooks/use-global-dialogs.ts';
import { COMPANION_REMOTE_PATH } from '../model/genai-regions.ts';
import { AlertModal } from './alert-modal.tsx';
import { CompanionAiDialog } from './companion-ai-dialog.tsx';
import { EmbeddedPageModal } from './embedded-page-modal.tsx';
import { FoundationUpdateDialog } from './foundation-update-modal.tsx';
import { FullScreenOverlay } from './full-screen-overlay.tsx';
import { PreReleaseDialog } from './pre-release-dialog.tsx';

export interface GlobalDialogsProps {
  /** Router-agnostic navigation to a console path (with its query string). */
  onNavigate: (path: string) => void;
}

/**
 * Every dialog `toggleUICEvent` opens in the shell (spec 002 §2.1), mounted once. Each dialog stays
 * mounted closed, so focus returns to whatever opened it.
 */
export function GlobalDialogs({ onNavigate }: GlobalDialogsProps) {
  const { dialog, overlay, closeDialog, closeOverlay } = useGlobalDialogs();
  const goToRemoteSupport = useCallback(() => {
    closeDialog();
    onNavigate(COMPANION_REMOTE_PATH);
  }, [closeDialog, onNavigate]);

  return (
    <>
      <EmbeddedPageModal
        open={dialog?.kind === 'modal'}
        onClose={closeDialog}
        page={dialog?.kind === 'modal' ? dialog.page : undefined}
        title={dialog?.kind === 'modal' ? dialog.title : undefined}
        width={dialog?.kind === 'modal' ? dialog.width : undefined}
        height={dialog?.kind === 'modal' ? dialog.height : undefined}
      />
      <AlertModal
        open={dialog?.kind === 'alert'}
        onClose={closeDialog}
        tone={dialog?.kind === 'alert' ? dialog.tone : undefined}
        title={dialog?.kind === 'alert' ? dialog.title : undefined}
        content={dialog?.kind === 'alert' ? dialog.content : undefined}
      />
      <FoundationUpdateDialog open={dialog?.kind === 'foundationUpdate'} onClose={closeDialog} />
      <CompanionAiDialog open={dialog?.kind === 'aiDialog'} onClose={closeDialog} onGoToRemoteSupport={goToRemoteSupport} />
      <PreReleaseDialog preReleaseKey={dialog?.kind === 'preRelease' ? dialog.preReleaseKey : undefined} onClose={closeDialog} />
      <FullScreenOverlay page={overlay?.page} onClose={closeOverlay} />
    </>
  );
}
