import { useCallback, useRef, useState } from 'react';
import { adjacentSlide, resolveRequest, type NetworkSubSlide, type SimulatorRequest, type SlideNumber } from '../model/slides.ts';
import { useCarouselJump } from './use-carousel-jump.ts';

export interface SimulatorCarousel {
  slide: SlideNumber;
  subSlide: NetworkSubSlide;
  /** Attach to the carousel's element: the jump waits for it. */
  carouselRef: (element: HTMLElement | null) => void;
  goTo: (slide: SlideNumber) => void;
  previous: () => void;
  next: () => void;
  setSubSlide: (subSlide: NetworkSubSlide) => void;
  /** The network lists were asked for (slide 1, or 6 whose form needs the appliances). */
  networkOpened: boolean;
}

/** Which slide and sub-slide show; each opening request jumps there once the carousel is ready. */
export function useSimulatorCarousel(request: SimulatorRequest): SimulatorCarousel {
  const [slide, setSlide] = useState<SlideNumber | undefined>(undefined);
  const [subSlide, setSubSlide] = useState<NetworkSubSlide>('script');
  const element = useRef<HTMLElement | null>(null);
  const carouselRef = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
  const [networkOpened, setNetworkOpened] = useState(false);

  const goTo = useCallback((next: SlideNumber) => {
    setSlide(next);
    if (next === 1 || next === 6) setNetworkOpened(true);
  }, []);

  useCarouselJump(
    request,
    () => element.current !== null,
    () => {
      const target = resolveRequest(request);
      setSubSlide(target.subSlide);
      goTo(target.slide);
    },
  );

  // Until the jump lands, show the requested slide's place (nothing else flashes first).
  const shown = slide ?? resolveRequest(request).slide;
  const step = useCallback(
    (direction: 1 | -1) => {
      const target = adjacentSlide(shown, direction);
      if (target !== undefined) goTo(target);
    },
    [goTo, shown],
  );
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);
  return {
    slide: shown,
    subSlide,
    carouselRef,
    goTo,
    previous,
    next,
    setSubSlide,
    networkOpened,
  };
}
