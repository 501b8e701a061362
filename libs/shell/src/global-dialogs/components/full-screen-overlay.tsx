import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useActivityProbe, type ActivityProbe } from '../hooks/use-activity-probe.ts';
import { EMBEDDED_PAGE_SANDBOX } from '../model/same-origin.ts';
import type { EmbeddedPage } from '../model/global-dialogs-state.ts';
import { FramedPage } from '../../components/framed-page.tsx';
import { FullScreenDialog } from '../../components/full-screen-dialog.tsx';
import { RefusedPage } from './embedded-page-modal.tsx';

export interface FullScreenOverlayViewProps {
  /** The page to frame; `undefined` closes the overlay. */
  page: EmbeddedPage | undefined;
  onClose: () => void;
  /** The activity probe's capture window and the cover's handlers. */
  probe: Pick<ActivityProbe, 'capturing' | 'coverHandlers'>;
  title?: string;
}

/**
 * The full-screen iframe of `toggleFullModal`, on a high layer of its own (spec 002 §2.1:
 * `LAYERS.fullScreenOverlay`; toasts and the session dialogs stay above it). A transparent cover lies
 * over the frame; it takes pointer events only during the probe's capture window, so the page stays usable.
 */
export function FullScreenOverlayView({ page, onClose, probe, title }: FullScreenOverlayViewProps) {
  const { t } = useLingui();
  const name = title ?? t({ id: 'DIALOG.FULL_MODAL_TITLE', message: 'Console page' });
  return (
    <FullScreenDialog open={page !== undefined} onClose={onClose} title={name} layer="fullScreenOverlay" testId="full-screen-overlay">
      {page?.status === 'allowed' ? (
        <>
          <FramedPage src={page.src} title={name} sandbox={EMBEDDED_PAGE_SANDBOX} referrerPolicy="same-origin" h="full" onEscape={onClose} />
          <Box
            aria-hidden="true"
            data-testid="activity-cover"
            data-capturing={probe.capturing ? 'true' : 'false'}
            position="absolute"
            inset="0"
            bg="transparent"
            pointerEvents={probe.capturing ? 'auto' : 'none'}
            {...probe.coverHandlers}
          />
        </>
      ) : page?.status === 'refused' ? (
        <Box p="6" width="full" maxW="2xl" mx="auto">
          <RefusedPage requested={page.requested} />
        </Box>
      ) : null}
    </FullScreenDialog>
  );
}

/** The overlay with its activity probe (every 5000 ms, 20 ms of pointer capture). */
export function FullScreenOverlay({ page, onClose, title }: Omit<FullScreenOverlayViewProps, 'probe'>) {
  const probe = useActivityProbe(page?.status === 'allowed');
  return <FullScreenOverlayView page={page} onClose={onClose} probe={probe} title={title} />;
}
