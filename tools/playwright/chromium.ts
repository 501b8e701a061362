// Debian's Chromium, started the way this machine allows (nothing may download a browser).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  // Chromium may redraw only the changed area; curves at its edge then differ by one colour step
  // between runs. Full redraws keep screenshots byte-stable.
  '--disable-partial-raster',
];
