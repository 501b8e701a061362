import { useState } from 'react';

/**
 * `value` while `open`; once `open` turns false, the value it had last while open. A dialog stays
 * mounted a frame or two after it closes, and what it shows and says must not change under it (a
 * countdown told 0 would say "10 seconds or less left" as the user leaves it).
 */
export function useLastWhileOpen<T>(open: boolean, value: T): T {
  const [last, setLast] = useState(value);
  // Stored during render (React's "information from previous renders"): no extra commit per tick.
  if (open && !Object.is(last, value)) setLast(value);
  return open ? value : last;
}
