// Cold and warm open times of the targets in open-targets.mjs.
//   cold: the first open in a fresh page (empty HTTP cache, the target's lazy chunks not loaded yet);
//   warm: the same event again in that page after closing it. The chunks are loaded and the answer is
//         cached: every detail-panel query revalidates on open (staleTime 0), but in the background with
//         the cached record shown and nothing busy, so a warm figure does not wait for that request.
import { closeOverlay, timeOpen } from './open-timing.mjs';

/**
 * Resolves once no request of the page has been in flight for `quietMs` (at most `maxMs`), so a cold
 * open measures the target rather than the page's own start-up still downloading. The notification
 * socket stays open and is not a request, so it does not keep this waiting.
 */
export function trackRequests(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (d) => {
    inFlight += d;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async function quiet(quietMs = 500, maxMs = 15_000) {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await new Promise((r) => setTimeout(r, 50));
  };
}

/** Components rendered since commit number `from`, once the page has been quiet for a moment. */
async function countRendersSince(page, from) {
  await page.waitForTimeout(300);
  return page.evaluate((i) => (window.__renders ?? []).slice(i).reduce((sum, commit) => sum + commit.count, 0), from);
}

/**
 * One pass over `targets`: per target a fresh page (from `openPage`), one cold open, then `warmOpens`
 * warm ones; times land in `samples[name].cold / .warm`, opens that never got ready in `.missed`.
 * A target with a `persona` switches the mock backend to it for its page and back afterwards.
 */
export async function openRun(targets, samples, { openPage, control, warmOpens = 3, log = () => undefined }) {
  for (const target of targets) {
    const s = (samples[target.name] ??= { cold: [], warm: [], missed: [], warmRenders: [] });
    if (target.persona) await control('persona', { id: target.persona });
    const { page, close } = await openPage();
    try {
      for (let k = 0; k <= warmOpens; k++) {
        const from = await page.evaluate(() => window.__renders?.length ?? 0);
        const { ms, seen } = await timeOpen(page, target.detail, target.ready);
        if (Number.isFinite(ms)) {
          s[k === 0 ? 'cold' : 'warm'].push(ms);
          // Components rendered by a warm open (the render probe, when installed): what the open costs
          // besides the panel itself shows here first (a shell re-rendered by an address change).
          if (k > 0) s.warmRenders.push(await countRendersSince(page, from));
        } else {
          s.missed.push(`${k === 0 ? 'cold' : 'warm'}: ${seen}`);
          log(`  ${target.name}: not ready after 20 s (${k === 0 ? 'cold' : 'warm'}): ${seen}\n`);
        }
        await closeOverlay(page);
      }
    } finally {
      await close();
      if (target.persona) await control('reset');
    }
  }
}

/** Nearest-rank quantile: always a measured value; with fewer than 20 samples its p95 is the slowest one. */
export function nearestRank(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

const ms = (v) => (Number.isFinite(v) ? v.toFixed(0).padStart(6) : '     –');

/** The table of one set of targets: cold and warm p50 / p95 with the sample counts, then what never got ready. */
export function printOpenTable(title, targets, samples) {
  console.log(`${title}\n   ${''.padEnd(34)}   cold p50    p95   n │ warm p50    p95   n │ renders/warm open p50`);
  for (const { name } of targets) {
    const { cold, warm, warmRenders = [] } = samples[name] ?? { cold: [], warm: [] };
    const cells = (v) => `${ms(nearestRank(v, 0.5))} ${ms(nearestRank(v, 0.95))} ${String(v.length).padStart(3)}`;
    console.log(`   ${name.padEnd(34)}   ${cells(cold)} │   ${cells(warm)} │ ${ms(nearestRank(warmRenders, 0.5))}`);
  }
  for (const { name } of targets) for (const miss of samples[name]?.missed ?? []) console.log(`   ! ${name} never ready, ${miss}`);
  console.log('   p95 is nearest-rank: with fewer than 20 samples it is the slowest sample, i.e. the max.');
}
