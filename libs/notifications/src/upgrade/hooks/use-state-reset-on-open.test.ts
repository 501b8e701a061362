import { act } from '@testing-library/react';
import { renderHookWithProviders } from '@soc/testing';
import { useStateResetOnOpen } from './use-state-reset-on-open.ts';

describe('useStateResetOnOpen', () => {
  it('keeps the value while open and after closing, and starts again on the next opening', () => {
    const { result, rerender } = renderHookWithProviders(({ open }: { open: boolean }) => useStateResetOnOpen(open, false), { initialProps: { open: true } });
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    rerender({ open: false });
    expect(result.current[0]).toBe(true);
    rerender({ open: true });
    expect(result.current[0]).toBe(false);
  });
});
