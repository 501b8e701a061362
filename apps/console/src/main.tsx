import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocaleForFirstPaint, ConsoleI18nProvider, detectLocale, type Locale } from '@soc/i18n';
import { startColorMode } from '@soc/ui';
import { notifyHttpNotice } from './app/notify.ts';
import { createConsoleQueryClient } from './app/query-client.ts';
import { createConsoleRouter } from './app/router.ts';
import { installHttpPolicy } from './app/http-effects.ts';
import { forgetQueriesWhenSessionEnds } from './app/session-caches.ts';
import { AppProviders } from './app/providers.tsx';
import { replaceLegacyHashAddress } from './routes/route-table.ts';
import { appUi } from './app/ui-system.ts';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  return root;
}

/** The app, started by the first module (boot.ts) once it has started the first paint's downloads. */
export async function bootstrap() {
  // The colour mode goes on <html> before anything renders (no inline script: the CSP allows
  // script-src 'self' only), so a dark system or a stored "Dark" never shows a light frame; it keeps
  // following the system while the user has not chosen (issue 13).
  startColorMode();
  replaceLegacyHashAddress(window.location, window.history);

  const locale = detectLocale();
  const queryClient = createConsoleQueryClient();
  const router = createConsoleRouter(queryClient);
  installHttpPolicy(router, notifyHttpNotice);
  forgetQueriesWhenSessionEnds(queryClient);
  // The router's first load starts here, beside the catalogue, not after the first render: the root
  // loader starts the frame's calls (profile, menu, session) and the page's chunk is fetched at once.
  // The router provider sees this load and does not repeat it.
  router.load().catch((error: unknown) => console.error('[router] first load failed', error));
  // Only the texts of the first paint in the active locale; the rest comes after it (late-essentials.ts).
  await activateLocaleForFirstPaint(locale);

  createRoot(rootElement()).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

/** Where the browser blocks site data, the console only explains why it cannot start (site-data.ts). */
export async function explainSiteDataBlocked(locale: Locale) {
  startColorMode();
  // Its own chunk: no one else pays for a page so rarely seen.
  const [{ SiteDataBlockedPage }] = await Promise.all([import('./app/site-data-blocked-page.tsx'), activateLocaleForFirstPaint(locale)]);
  createRoot(rootElement()).render(
    <StrictMode>
      <ChakraProvider value={appUi.system}>
        <ConsoleI18nProvider>
          <SiteDataBlockedPage />
        </ConsoleI18nProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
