import { Box, Grid, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogFrame } from '@soc/ui';
import { useSlideArrows, type SlideArrow } from '../hooks/use-slide-arrows.ts';
import { SIMULATOR_MODAL_WIDTH, type SlideNumber } from '../model/slides.ts';
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
 * arrows hide on slides 2–4 and while loading (but for the one holding the focus). It opens on the ×: a
 * slide's controls arrive with its data. A turn by an arrow is announced, the focus staying on the arrow.
 * Slides differ in height: the frame hangs from a fixed top edge and the arrows sit at the slide's top,
 * so the title, the × and the arrows stay under the pointer while paging.
 */
export function SimulatorModalView({ open, onClose, slide, loading, onPrevious, onNext, carouselRef, children }: SimulatorModalViewProps) {
  const { t, i18n } = useLingui();
  const { previous, next, turned } = useSlideArrows({ slide, loading, onPrevious, onNext });
  const title = i18n._(SLIDE_TITLES[slide]);
  const position = slide + 1;
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
      placement="top"
      dataAttributes={{ 'data-slide': slide, 'data-loading': loading }}
    >
      {/* Arrows beside the slide on a wide screen; on a phone above it, at each end, so the slide keeps the
          width (beside it they took a third of a 320 px screen) and they are in view without scrolling. */}
      <Grid
        templateColumns={{ base: '1fr 1fr', md: 'auto minmax(0, 1fr) auto' }}
        templateAreas={{ base: '"previous next" "slide slide"', md: '"previous slide next"' }}
        columnGap="2"
        rowGap={{ base: previous.shown || next.shown ? '2' : '0', md: '0' }}
      >
        <ArrowSlot area="previous" visible={previous.shown}>
          <IconButton variant="ghost" size="sm" {...arrowProps(previous)} aria-label={t({ id: 'SIM.SLIDE.PREVIOUS', message: 'Previous simulation' })}>
            <ChevronLeftIcon aria-hidden="true" />
          </IconButton>
        </ArrowSlot>
        <Box
          ref={carouselRef}
          gridArea="slide"
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
        <ArrowSlot area="next" visible={next.shown}>
          <IconButton variant="ghost" size="sm" {...arrowProps(next)} aria-label={t({ id: 'SIM.SLIDE.NEXT', message: 'Next simulation' })}>
            <ChevronRightIcon aria-hidden="true" />
          </IconButton>
        </ArrowSlot>
      </Grid>
      {/* Outside the carousel, whose aria-busy could hold the news back while the new slide loads. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {turned ? t({ id: 'SIM.SLIDE.SHOWN', message: `Slide ${position} of 7: ${title}` }) : null}
      </VisuallyHidden>
    </DialogFrame>
  );
}

/** An arrow that leads nowhere is disabled, or only `aria-disabled` while it holds the focus. */
function arrowProps(arrow: SlideArrow) {
  return {
    onClick: arrow.onClick,
    onBlur: arrow.onBlur,
    disabled: arrow.unavailable && !arrow.holdsFocus,
    'aria-disabled': arrow.holdsFocus || undefined,
  };
}

/** Beside the slide it keeps the arrows' width, so the slide does not jump when they hide. */
function ArrowSlot({ area, visible, children }: { area: 'previous' | 'next'; visible: boolean; children: ReactNode }) {
  return (
    <Box
      gridArea={area}
      width={{ md: '8' }}
      display="flex"
      alignItems={{ base: 'center', md: 'flex-start' }}
      justifyContent={{ base: area === 'previous' ? 'flex-start' : 'flex-end', md: 'flex-start' }}
    >
      {visible ? children : null}
    </Box>
  );
}
