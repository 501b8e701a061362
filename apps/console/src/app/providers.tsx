import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ConsoleI18nProvider } from '@soc/i18n';
import { Toaster, UiProvider } from '@soc/ui';
import type { ConsoleRouter } from './router.ts';

/** Chakra, Lingui, Query and Router, in that order (the router's pages use all three). */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: ConsoleRouter }) {
  return (
    <UiProvider>
      <ConsoleI18nProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </ConsoleI18nProvider>
    </UiProvider>
  );
}
