import { Box, CloseButton, Dialog, Flex, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, type ReactNode } from 'react';
import { keepOpenForOwnFrames, LAYERS } from '@soc/ui';

/** The layers of `LAYERS` a full-screen dialog may sit on. */
type FullScreenDialogLayer = 'dialog' | 'fullScreenOverlay';

export interface FullScreenDialogProps {
  open: boolean;
  /** The user closed it: the × or Escape (in the dialog or in a framed page of the console's origin). */
  onClose: () => void;
  /** The dialog's accessible name, shown in its title bar. */
  title: string;
  /**
   * Exactly this z-index, without Chakra's layer index: on `fullScreenOverlay` it ties with a dialog
   * opened before it, and its later portal is painted on top.
   */
  layer: FullScreenDialogLayer;
  /** Receives focus on close (default: the element that had focus before the dialog opened). */
  finalFocusEl?: () => HTMLElement | null;
  testId?: string;
  /** What fills the screen below the title bar: a `FramedPage`, or why there is none. */
  children?: ReactNode;
}

/**
 * A dialog that is the whole screen: a title bar with a close button over a framed page (the switch
 * modal, the `toggleFullModal` overlay). Like `DialogFrame` it has no motion, sits on a layer of
 * `LAYERS`, and names where its focus opens: the close button, since the framed page arrives after the
 * dialog opens. It keeps open while the user works in its page (`keepOpenForOwnFrames`).
 */
export function FullScreenDialog({ open, onClose, title, layer, finalFocusEl, testId, children }: FullScreenDialogProps) {
  const { t } = useLingui();
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonFocus = useCallback(() => closeButtonRef.current, []);
  const zIndex = LAYERS[layer];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      onInteractOutside={keepOpenForOwnFrames}
      size="full"
      motionPreset="none"
      lazyMount
      unmountOnExit
      initialFocusEl={closeButtonFocus}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop zIndex={zIndex} _open={{ animationName: 'none' }} _closed={{ animationName: 'none' }} />
        <Dialog.Positioner zIndex={zIndex}>
          <Dialog.Content data-testid={testId} display="flex" flexDirection="column" h="100dvh">
            <Flex align="center" justify="space-between" gap="3" px="3" py="1.5" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
              <Dialog.Title textStyle="sm" fontWeight="medium" minW="0" overflowWrap="anywhere">{title}</Dialog.Title>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton ref={closeButtonRef} size="sm" aria-label={t({ id: 'COMMON.CLOSE', message: 'Close' })} />
              </Dialog.CloseTrigger>
            </Flex>
            <Box position="relative" flex="1" minH="0" display="flex">
              {children}
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
