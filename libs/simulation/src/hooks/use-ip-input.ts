// An IP field shows what it checks and sends (normalizeIp) once the user leaves it. Never while an
// input method composes: rewriting the value then would cancel the composition or duplicate it; a
// composition still open when the field loses the focus is normalised when it ends.
import { useCallback, useRef, type ChangeEvent, type CompositionEvent } from 'react';
import { normalizeIp } from '../model/validation.ts';

export interface IpInputHandlers {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  onCompositionStart: () => void;
  onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
}

/** The input's handlers for an IP field whose value is `value`, changed through `onChange`. */
export function useIpInput(value: string, onChange: (value: string) => void): IpInputHandlers {
  const composing = useRef(false);
  const normalize = useCallback(
    (text: string) => {
      const normal = normalizeIp(text);
      if (normal !== text) onChange(normal);
    },
    [onChange],
  );
  return {
    onChange: useCallback((event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value), [onChange]),
    onBlur: useCallback(() => {
      if (!composing.current) normalize(value);
    }, [normalize, value]),
    onCompositionStart: useCallback(() => {
      composing.current = true;
    }, []),
    onCompositionEnd: useCallback(
      ({ currentTarget }: CompositionEvent<HTMLInputElement>) => {
        composing.current = false;
        if (currentTarget.ownerDocument.activeElement !== currentTarget) normalize(currentTarget.value);
      },
      [normalize],
    ),
  };
}
