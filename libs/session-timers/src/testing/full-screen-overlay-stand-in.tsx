// A stand-in for the shell's full-screen overlay (`toggleFullModal`, @soc/shell
// `FullScreenOverlayView`) for the stacking checks of the session dialogs. Feature libs may not import
// each other, even in tests, so this copies what decides the overlay's stacking: a modal Chakra dialog
// of size "full" whose backdrop and positioner sit at `LAYERS.fullScreenOverlay`, framing a
// page, with its own close button.
import { Box, chakra, CloseButton, Dialog, Flex, Portal } from '@chakra-ui/react';
import { LAYERS } from '@soc/ui';

/** The layer @soc/shell's overlay reads too. */
export const FULL_SCREEN_OVERLAY_Z_INDEX = LAYERS.fullScreenOverlay;

const Frame = chakra('iframe');

export function FullScreenOverlayStandIn({ src = '/favicon.svg' }: { src?: string }) {
  return (
    <Dialog.Root open size="full" motionPreset="none" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop zIndex={FULL_SCREEN_OVERLAY_Z_INDEX} />
        <Dialog.Positioner zIndex={FULL_SCREEN_OVERLAY_Z_INDEX}>
          <Dialog.Content data-testid="full-screen-overlay" display="flex" flexDirection="column">
            <Flex as="header" align="center" justify="space-between" px="3" py="1.5" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
              <Dialog.Title textStyle="sm" fontWeight="medium">Console page</Dialog.Title>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Flex>
            <Box position="relative" flex="1" minH="0" display="flex">
              <Frame src={src} title="Console page" flex="1" w="full" h="full" border="0" />
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
