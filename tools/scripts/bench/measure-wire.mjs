// One cold load of a console route in a fresh browser context: the scripts (and stylesheets) fetched before it painted.
import { CONTEXT_OPTIONS, PAINT_PROBE, waitForRoutePaint } from './harness.mjs';
import { isStylesheet, wireBytes } from './wire.mjs';

/** Loads `route` signed in with an empty HTTP cache; returns the scripts requested before the route painted and after, and the stylesheets before. */
export async function measureWire(browser, { url, state, route = '/', sizeOf, settleMs = 2000 }) {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState: state });
  try {
    const page = await context.newPage();
    await page.addInitScript(PAINT_PROBE);
    await page.goto(`${url}${route}`);
    const paintedAt = await waitForRoutePaint(page);
    // What loads on first use or when idle after the paint shows up in this window.
    await page.waitForTimeout(settleMs);
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })));
    const before = wireBytes(entries, paintedAt, sizeOf);
    const all = wireBytes(entries, Infinity, sizeOf);
    const after = new Map([...all.files].filter(([path]) => !before.files.has(path)));
    const stylesheets = wireBytes(entries, paintedAt, sizeOf, isStylesheet);
    return { paintedAt, before, after, stylesheets, landedOn: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}
