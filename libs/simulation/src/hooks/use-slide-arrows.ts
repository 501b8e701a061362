import { useState } from 'react';
import { adjacentSlide, showArrows, type SlideNumber } from '../model/slides.ts';

type ArrowDirection = 'previous' | 'next';

export interface SlideArrow {
  /** Rendered at all: the arrows hide on slides 2–4 and while loading, except the one holding the focus. */
  shown: boolean;
  /** Leads nowhere now (an end of the carousel, or the next slide is loading): presses are ignored. */
  unavailable: boolean;
  /**
   * Unavailable but holding the focus: `aria-disabled`, not `disabled`, which would drop the focus to the
   * page and from there to the ×.
   */
  holdsFocus: boolean;
  onClick: () => void;
  onBlur: () => void;
}

export interface SlideArrows {
  previous: SlideArrow;
  next: SlideArrow;
  /** An arrow turned the slide: the new one is announced (an opening is named by the dialog's title). */
  turned: boolean;
}

interface SlideArrowsOptions {
  slide: SlideNumber;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The carousel's arrows for the keyboard: the arrow just pressed stays where it is while the next slide
 * loads or when it reached an end, so a user paging with Enter keeps the focus on it.
 */
export function useSlideArrows({ slide, loading, onPrevious, onNext }: SlideArrowsOptions): SlideArrows {
  const [pressed, setPressed] = useState<ArrowDirection | undefined>(undefined);
  const [turned, setTurned] = useState(false);
  const slideHasArrows = showArrows(slide, false);

  const arrow = (direction: ArrowDirection, turn: () => void): SlideArrow => {
    const held = pressed === direction;
    const unavailable = loading || adjacentSlide(slide, direction === 'next' ? 1 : -1) === undefined;
    return {
      shown: slideHasArrows && (!loading || held),
      unavailable,
      holdsFocus: held && unavailable,
      onClick: () => {
        if (unavailable) return;
        setPressed(direction);
        setTurned(true);
        turn();
      },
      onBlur: () => setPressed(undefined),
    };
  };

  return { previous: arrow('previous', onPrevious), next: arrow('next', onNext), turned };
}
