import { useEffect, useRef } from 'react';
import type { ToggleUIEventOf, ToggleUIEventType } from '../toggle-ui-event.ts';
import { onToggleUIEvent } from '../toggle-ui-event.ts';

/** Calls `handler` for every `toggleUICEvent` of one kind while the component is mounted. */
export function useToggleUIEvent<K extends ToggleUIEventType>(type: K, handler: (detail: ToggleUIEventOf<K>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onToggleUIEvent({ [type]: (detail: ToggleUIEventOf<K>) => latest.current(detail) }), [type]);
}
