// The first module the console runs (imported first by main.tsx): the colour mode is applied to
// <html> before anything renders, so a dark system or a stored "Dark" never shows a light frame
// first. No inline script is needed (the Content-Security-Policy allows script-src 'self' only);
// until this module runs the page is empty and `<meta name="color-scheme">` lets the canvas follow the system.
import { startColorMode } from '@soc/ui';

startColorMode();
