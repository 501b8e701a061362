import { Box, HStack, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogFrame } from '@soc/ui';
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
 * The simulator's frame (spec 002 §2.2, §9): the console's DialogFrame, 992 wide, not closed by a
 * click on the mask (Esc and the close button close it), around a carousel of seven slides whose
 * arrows hide on slides 2–4 and while loading. It opens on the ×: a slide's controls arrive with its data.
 */
export function SimulatorModalView({ open, onClose, slide, loading, onPrevious, onNext, carouselRef, children }: SimulatorModalViewProps) {
  const { t, i18n } = useLingui();
  const arrows = showArrows(slide, loading);
  const title = i18n._(SLIDE_TITLES[slide]);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      size={SIMULATOR_MODAL_WIDTH}
      closeOnEscape
      closeOnInteractOutside={false}
      closeButton
      initialFocusEl="closeButton"
      scrollBehavior="inside"
      dataAttributes={{ 'data-slide': slide, 'data-loading': loading }}
    >
      <HStack align="stretch" gap="2">
        <ArrowSlot visible={arrows}>
          <IconButton variant="ghost" size="sm" onClick={onPrevious} disabled={slide === 0} aria-label={t({ id: 'SIM.SLIDE.PREVIOUS', message: 'Previous simulation' })}>
            <ChevronLeftIcon aria-hidden="true" />
          </IconButton>
        </ArrowSlot>
        <Box
          ref={carouselRef}
          flex="1"
          minW="0"
          role="region"
          aria-roledescription={t({ id: 'SIM.SLIDE.CAROUSEL', message: 'carousel' })}
          aria-label={title}
          aria-busy={loading}
        >
          <Box role="group" aria-roledescription={t({ id: 'SIM.SLIDE.SLIDE', message: 'slide' })} aria-label={t({ id: 'SIM.SLIDE.POSITION', message: `Slide ${slide + 1} of 7` })}>
            {children}
          </Box>
        </Box>
        <ArrowSlot visible={arrows}>
          <IconButton variant="ghost" size="sm" onClick={onNext} disabled={slide === 6} aria-label={t({ id: 'SIM.SLIDE.NEXT', message: 'Next simulation' })}>
            <ChevronRightIcon aria-hidden="true" />
          </IconButton>
        </ArrowSlot>
      </HStack>
    </DialogFrame>
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
