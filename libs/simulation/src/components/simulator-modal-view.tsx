import { Box, CloseButton, Dialog, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { showArrows, SIMULATOR_MODAL_WIDTH, type SlideNumber } from '../model/slides.ts';
import { SLIDE_TITLES } from './slides.tsx';

export interface SimulatorModalViewProps {
  open: boolean;
  onClose: () => void;
  slide: SlideNumber;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  carouselRef: (element: HTMLElement | null) => void;
  children: ReactNode;
}

/**
 * The simulator's frame (spec 002 §2.2, §9): 992 wide, not closed by a click on the mask (Esc and
 * the close button close it), a carousel of seven slides whose arrows hide on slides 2–4 and while loading.
 * Built on Chakra's Dialog like the shell's GlobalDialogFrame: the shared DialogFrame of @soc/ui did not exist yet.
 */
export function SimulatorModalView({ open, onClose, slide, loading, onPrevious, onNext, carouselRef, children }: SimulatorModalViewProps) {
  const { t, i18n } = useLingui();
  const arrows = showArrows(slide, loading);
  const position = t({
    id: 'SIM.SLIDE.POSITION',
    message: `Slide ${slide + 1} of 7`,
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      closeOnInteractOutside={false}
      closeOnEscape
      motionPreset="none"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${SIMULATOR_MODAL_WIDTH}px`} maxW="calc(100vw - 2rem)" aria-busy={loading}>
            <Dialog.Header pe="12">
              <HStack gap="3" align="baseline">
                <Dialog.Title>{i18n._(SLIDE_TITLES[slide])}</Dialog.Title>
                <Text textStyle="xs" color="fg.muted">
                  {position}
                </Text>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <HStack align="stretch" gap="2">
                <ArrowSlot visible={arrows}>
                  <IconButton
                    variant="ghost"
                    size="sm"
                    onClick={onPrevious}
                    disabled={slide === 0}
                    aria-label={t({
                      id: 'SIM.SLIDE.PREVIOUS',
                      message: 'Previous simulation',
                    })}
                  >
                    <ChevronLeftIcon aria-hidden="true" />
                  </IconButton>
                </ArrowSlot>
                <Box
                  ref={carouselRef}
                  flex="1"
                  minW="0"
                  role="region"
                  aria-roledescription={t({
                    id: 'SIM.SLIDE.CAROUSEL',
                    message: 'carousel',
                  })}
                  aria-label={i18n._(SLIDE_TITLES[slide])}
                  data-slide={slide}
                >
                  <Box
                    role="group"
                    aria-roledescription={t({
                      id: 'SIM.SLIDE.SLIDE',
                      message: 'slide',
                    })}
                    aria-label={position}
                  >
                    {children}
                  </Box>
                </Box>
                <ArrowSlot visible={arrows}>
                  <IconButton
                    variant="ghost"
                    size="sm"
                    onClick={onNext}
                    disabled={slide === 6}
                    aria-label={t({
                      id: 'SIM.SLIDE.NEXT',
                      message: 'Next simulation',
                    })}
                  >
                    <ChevronRightIcon aria-hidden="true" />
                  </IconButton>
                </ArrowSlot>
              </HStack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'COMMON.CLOSE', message: 'Close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Keeps the arrows' width so the slide does not jump when they hide. */
function ArrowSlot({ visible, children }: { visible: boolean; children: ReactNode }) {
  return (
    <Box width="8" flexShrink={0} display="flex" alignItems="center">
      {visible ? children : null}
    </Box>
  );
}
