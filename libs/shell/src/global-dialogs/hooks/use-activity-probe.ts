import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 002 §4, §9: the full-screen overlay probes for activity every 5000 ms… */
export const ACTIVITY_POLL_MS = 5000;
/** …by capturing the pointer for 20 ms. */
export const POINTER_CAPTURE_MS = 20;
/** The window event the session timers treat as user activity. */
export const UIC_ACTIVITY_EVENT = 'uicActivity';

export interface ActivityProbe {
  /** True for the 20 ms capture window: the transparent cover takes pointer events. */
  capturing: boolean;
  /** Spread on the cover: a pointer seen during the window reports activity once. */
  coverHandlers: {
    onPointerMove: () => void;
    onPointerDown: () => void;
    onWheel: () => void;
  };
}

/**
 * Activity inside a framed page never reaches the console's listeners. While `active`, every
 * 5000 ms a transparent cover over the frame takes pointer events for 20 ms; a pointer moving,
 * pressing or scrolling over it in that window is reported as `window` event `uicActivity`.
 */
export function useActivityProbe(active: boolean, target: Window = window): ActivityProbe {
  const [capturing, setCapturing] = useState(false);
  const windowOpen = useRef(false);
  const reported = useRef(false);

  useEffect(() => {
    if (!active) return undefined;
    let release: ReturnType<typeof setTimeout> | undefined;
    const poll = setInterval(() => {
      windowOpen.current = true;
      reported.current = false;
      setCapturing(true);
      clearTimeout(release);
      release = setTimeout(() => {
        windowOpen.current = false;
        setCapturing(false);
      }, POINTER_CAPTURE_MS);
    }, ACTIVITY_POLL_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(release);
      windowOpen.current = false;
      setCapturing(false);
    };
  }, [active]);

  const report = useCallback(() => {
    if (!windowOpen.current || reported.current) return;
    reported.current = true;
    target.dispatchEvent(new CustomEvent(UIC_ACTIVITY_EVENT));
  }, [target]);

  return { capturing: active && capturing, coverHandlers: { onPointerMove: report, onPointerDown: report, onWheel: report } };
}
