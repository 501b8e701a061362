import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, detectLocale } from '@soc/i18n';
import { startColorMode } from '@soc/ui';
import { toaster } from '@soc/ui';
import { createConsoleQueryClient } from './app/query-client.ts';
import { createConsoleRouter } from './app/router.ts';
import { installHttpPolicy } from './app/http-effects.ts';
import { forgetQueriesWhenSessionEnds } from './app/session-caches.ts';
import { AppProviders } from './app/providers.tsx';
import { rewriteLegacyHash } from './routes/route-table.ts';

// The colour mode goes on <html> before anything renders, in this first module's body (no inline
// script: the CSP allows script-src 'self' only), so a dark system or a stored "Dark" never shows a
// light frame; it keeps following the system while the user has not chosen (issue 13).
startColorMode();

async function bootstrap() {
  const legacy = rewriteLegacyHash(window.location);
  if (legacy) window.history.replaceState(null, '', legacy);

  await activateLocale(detectLocale());
  const queryClient = createConsoleQueryClient();
  const router = createConsoleRouter(queryClient);
  installHttpPolicy(router, (text) => toaster.create({ type: 'error', title: text, duration: 5000 }));
  forgetQueriesWhenSessionEnds(queryClient);

  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void bootstrap();
