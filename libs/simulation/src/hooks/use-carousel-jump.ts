import { useEffect, useRef } from 'react';
import { CAROUSEL_JUMP_RETRY_MS } from '../model/slides.ts';

/**
 * Spec 002 §4 / §9: a jump to a slide is retried every 200 ms until the carousel is ready (it mounts
 * inside the dialog's portal a moment after opening). A new `request` (a new event) starts a new jump.
 */
export function useCarouselJump(request: unknown, isReady: () => boolean, jump: () => void): void {
  const latest = useRef({ isReady, jump });
  latest.current = { isReady, jump };
  useEffect(() => {
    const attempt = () => {
      if (!latest.current.isReady()) return false;
      latest.current.jump();
      return true;
    };
    if (attempt()) return undefined;
    const timer = setInterval(() => {
      if (attempt()) clearInterval(timer);
    }, CAROUSEL_JUMP_RETRY_MS);
    return () => clearInterval(timer);
  }, [request]);
}
