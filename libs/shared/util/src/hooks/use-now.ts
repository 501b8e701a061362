import { useEffect, useState } from 'react';

/**
 * The current time from `clock`, refreshed every `tickMs` and whenever the page becomes visible
 * again (a hidden tab's timers are throttled). `tickMs: null` stops ticking.
 */
export function useNow(tickMs: number | null, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    // Not ticking: the time read at mount stands (no second render for nothing).
    if (tickMs === null) return undefined;
    const refresh = () => setNow(clock());
    refresh();
    const timer = setInterval(refresh, tickMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [tickMs, clock]);
  return now;
}
