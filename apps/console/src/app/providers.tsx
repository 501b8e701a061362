import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ConsoleI18nProvider } from '@soc/i18n';
import { preloaded } from './preloaded.tsx';
import type { ConsoleRouter } from './router.ts';
import { appUi } from './ui-system.ts';

// Toasts come after the first paint (Chakra's toast machine is its own chunk).
const Toaster = preloaded(() => import('./slots/chunks/toaster.ts'));

/**
 * Chakra (the app's split system, see ui-system.ts), Lingui, Query and Router, in that order (the
 * router's pages use all three).
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: ConsoleRouter }) {
  return (
    <ChakraProvider value={appUi.system}>
      <ConsoleI18nProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </ConsoleI18nProvider>
    </ChakraProvider>
  );
}
