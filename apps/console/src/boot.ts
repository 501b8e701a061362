// The console's first module (index.html). It starts what the first paint waits for — the frame's calls
// (profile, menu, session) and the active locale's first-paint texts — and only then asks for the app,
// so those downloads run beside the app's instead of after it has loaded and run (issue 11, item 9).
// It also starts holding toggleUICEvent, which a page script may send before the dialogs listen.
// It imports nothing else: every import here would be downloaded before these calls could start. The
// theme's global styles (reset, token variables) are a stylesheet built with the app: the page links it,
// so the browser has it before any script runs (vite/chakra-static-globals.ts).
import 'virtual:soc/chakra-global-styles.css';
import { startFrameCalls } from '@soc/api/early';
import { detectLocale, startFirstPaintCatalogue } from '@soc/i18n/early';
import { startHoldingEarlyEvents } from '@soc/events/early';
import { siteDataAllowed } from './app/site-data.ts';

const locale = detectLocale();
startFirstPaintCatalogue(locale);
if (siteDataAllowed()) {
  startHoldingEarlyEvents();
  startFrameCalls();
  void import('./main.tsx').then(({ bootstrap }) => bootstrap());
} else {
  void import('./main.tsx').then(({ explainSiteDataBlocked }) => explainSiteDataBlocked(locale));
}
