import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { consoleSystem } from '../theme/console-system.ts';

export interface UiProviderProps {
  children: ReactNode;
}

/**
 * Chakra with the console system. Colour mode comes from the class on <html> (see `initColorMode`),
 * so no colour-mode provider is needed. Render `<Toaster />` once, inside the Lingui provider.
 */
export function UiProvider({ children }: UiProviderProps) {
  return <ChakraProvider value={consoleSystem}>{children}</ChakraProvider>;
}
