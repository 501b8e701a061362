import { useBreakpointValue } from '@chakra-ui/react';

/**
 * A DataList's orientation: labels above their values on a phone, beside them from `sm` up. Beside
 * them on a phone, the label column left the values a few characters per line. The recipe's
 * orientation is not responsive, so the breakpoint picks it, read at the first render (`ssr: false`):
 * Chakra's default renders the phone layout first and swaps it after mount.
 */
export function useDataListOrientation(): 'vertical' | 'horizontal' {
  return useBreakpointValue({ base: 'vertical', sm: 'horizontal' } as const, { ssr: false }) ?? 'horizontal';
}
