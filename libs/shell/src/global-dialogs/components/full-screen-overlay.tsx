import { Box, CloseButton, Dialog, Flex, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepOpenForOwnFrames, LAYERS } from '@soc/ui';
import { useActivityProbe, type ActivityProbe } from '../hooks/use-activity-probe.ts';
import { EMBEDDED_PAGE_SANDBOX } from '../model/same-origin.ts';
import type { EmbeddedPage } from '../model/global-dialogs-state.ts';
import { FramedPage } from '../../components/framed-page.tsx';
import { RefusedPage } from './embedded-page-modal.tsx';

/** Spec 002 §2.1: a high layer (`LAYERS.fullScreenOverlay`; toasts and the session dialogs stay above it). */
const FULL_MODAL_Z_INDEX = LAYERS.fullScreenOverlay;

export interface FullScreenOverlayViewProps {
  /** The page to frame; `undefined` closes the overlay. */
  page: EmbeddedPage | undefined;
  onClose: () => void;
  /** The activity probe's capture window and the cover's handlers. */
  probe: Pick<ActivityProbe, 'capturing' | 'coverHandlers'>;
  title?: string;
}

/**
 * The full-screen iframe of `toggleFullModal`. A transparent cover lies over the frame; it takes
 * pointer events only during the probe's capture window, so the page stays usable.
 */
export function FullScreenOverlayView({ page, onClose, probe, title }: FullScreenOverlayViewProps) {
  const { t } = useLingui();
  const name = title ?? t({ id: 'DIALOG.FULL_MODAL_TITLE', message: 'Console page' });
  return (
    <Dialog.Root onInteractOutside={keepOpenForOwnFrames} open={page !== undefined} onOpenChange={(details) => !details.open && onClose()} size="full" motionPreset="none" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop zIndex={FULL_MODAL_Z_INDEX} />
        <Dialog.Positioner zIndex={FULL_MODAL_Z_INDEX}>
          <Dialog.Content data-testid="full-screen-overlay" display="flex" flexDirection="column" h="100dvh">
            <Flex align="center" justify="space-between" px="3" py="1.5" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
              <Dialog.Title textStyle="sm" fontWeight="medium">{name}</Dialog.Title>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={t({ id: 'COMMON.CLOSE', message: 'Close' })} />
              </Dialog.CloseTrigger>
            </Flex>
            <Box position="relative" flex="1" minH="0" display="flex">
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
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The overlay with its activity probe (every 5000 ms, 20 ms of pointer capture). */
export function FullScreenOverlay({ page, onClose, title }: Omit<FullScreenOverlayViewProps, 'probe'>) {
  const probe = useActivityProbe(page?.status === 'allowed');
  return <FullScreenOverlayView page={page} onClose={onClose} probe={probe} title={title} />;
}
