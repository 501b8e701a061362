import { renderHook } from '@testing-library/react';
import { useLastWhileOpen } from './use-last-while-open.ts';

describe('useLastWhileOpen', () => {
  it('follows the value while open and keeps the last one once closed', () => {
    const { result, rerender } = renderHook(({ open, value }) => useLastWhileOpen(open, value), { initialProps: { open: true, value: 57 } });
    expect(result.current).toBe(57);
    rerender({ open: true, value: 56 });
    expect(result.current).toBe(56);
    rerender({ open: false, value: 0 });
    expect(result.current).toBe(56);
    rerender({ open: true, value: 60 });
    expect(result.current).toBe(60);
  });
});
