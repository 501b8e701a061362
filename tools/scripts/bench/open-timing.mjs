// Timing what the global event opens (contract §7): from `toggleUICEvent` to the first animation frame
// in which a dialog shows the expected content with nothing loading in it. Measured in the page, so
// the figure holds no Playwright round trip.

/**
 * When an opened overlay counts as shown: a visible `[role=dialog]` whose text holds every one of `texts`,
 * with no `[aria-busy=true]` inside (unless `busyOk`), and with an element matching `selector` (if given).
 * @typedef {{ texts: string[], busyOk?: boolean, selector?: string }} Ready
 */

/**
 * Dispatches `detail` and resolves with `{ ms }`; after `timeoutMs` with `{ ms: NaN, seen }`, where `seen` is
 * what the dialogs showed (text and busy regions), so a slow or stuck overlay can be told apart from a wrong `ready`.
 * @param {import('playwright-core').Page} page
 * @param {Record<string, unknown>} detail
 * @param {Ready} ready
 */
export function timeOpen(page, detail, ready, timeoutMs = 20_000) {
  return page.evaluate(
    ({ detail, ready, timeoutMs }) =>
      new Promise((resolve) => {
        const { texts, busyOk = false, selector } = ready;
        const isShown = (d) =>
          texts.every((t) => d.textContent?.includes(t)) && (busyOk || !d.querySelector('[aria-busy=true]')) && (!selector || d.querySelector(selector));
        const start = performance.now();
        window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail }));
        const check = () => {
          // Shown dialogs only: the bell's dropdown (also a dialog) stays mounted, hidden, once prepared.
          const dialogs = [...document.querySelectorAll('[role=dialog]')].filter((d) => d.checkVisibility());
          if (dialogs.some(isShown)) return resolve({ ms: performance.now() - start });
          if (performance.now() - start < timeoutMs) return requestAnimationFrame(check);
          const seen = dialogs.map((d) => {
            const busy = [...d.querySelectorAll('[aria-busy=true]')].map((b) => b.getAttribute('aria-label') ?? b.tagName);
            return `${busy.length ? `busy [${busy.join(', ')}] ` : ''}"${(d.textContent ?? '').replace(/\s+/g, ' ').slice(0, 160)}"`;
          });
          resolve({ ms: NaN, seen: seen.join(' | ') || 'no dialog' });
        };
        requestAnimationFrame(check);
      }),
    { detail, ready, timeoutMs },
  );
}

/** Escape closes every overlay measured here; waits until it has left the page (exit animations included). */
export async function closeOverlay(page) {
  await page.keyboard.press('Escape');
  await page
    .waitForFunction(() => ![...document.querySelectorAll('[role=dialog]')].some((d) => d.checkVisibility()), null, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}
