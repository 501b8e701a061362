#!/usr/bin/env node
// Speed figures of the production build (issue 11, items 8–12, and the open times of the detail panels,
// the object-group drawer and the attack simulator), served by the mock backend and driven by Chromium
// at 1× CPU. It prints; it never fails on timing (the byte budget is bench-bundle's job).
//   node tools/scripts/bench-perf.mjs [--dist dir] [--runs 3] [--warm 3] [--only page,panels,simulator]
//   --dist  the build to serve (default dist/apps/console)
//   --runs  passes over everything chosen; the open-time tables get one cold sample per target and pass
//   --warm  re-opens per fresh page in the open-time tables (default 3), so runs × warm warm samples
//   --lcp-pairs  static-page and console loads per run for item 9 (default 5)
//   --only  a comma-separated subset (default all):
//           page       items 8–12: JS before the first paint, LCP, drawer opens, renders per tick, the bell
//           panels     every detail panel (search_type 1–13) and the object-group drawer, cold and warm
//           simulator  the attack simulator's slides 0 and 1, cold and warm
//           sizes      a server menu of 5,000 top-level entries: first paint, all entries in, collapse
// Timings depend on the machine and on what else runs on it: compare figures of one run, and repeat.
import { CONTEXT_OPTIONS, distFromArgs, launchChromium, median, numberArg, PAINT_PROBE, quantile, signedInState, STACK_FLOOR_PAGE, stageBuild, stageStackFloor, startMockServer, STATIC_PAGE, waitForRoutePaint } from './bench/harness.mjs';
import { measureWire } from './bench/measure-wire.mjs';
import { openRun, printOpenTable, trackRequests } from './bench/open-bench.mjs';
import { PANEL_TARGETS, SIMULATOR_TARGETS } from './bench/open-targets.mjs';
import { closeOverlay, timeOpen } from './bench/open-timing.mjs';
import { RENDER_PROBE } from './bench/render-probe.mjs';
import { gzipSizer, kib } from './bench/wire.mjs';

const GROUPS = ['page', 'panels', 'simulator', 'sizes'];
const onlyAt = process.argv.indexOf('--only');
const ONLY = new Set(onlyAt >= 0 ? String(process.argv[onlyAt + 1]).split(',') : GROUPS);
if ([...ONLY].some((group) => !GROUPS.includes(group))) {
  console.error(`--only takes a comma-separated subset of ${GROUPS.join(', ')}`);
  process.exit(1);
}
const dist = distFromArgs();
const RUNS = numberArg('--runs', 3);
const WARM = numberArg('--warm', 3);
const LCP_PAIRS = numberArg('--lcp-pairs', 5);
const ROUTE = '/users/about';
const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(0).padStart(5) : '    –');

/** A step that takes longer than this has hung (a page that stopped answering): it is named and the run ends. */
const STEP_LIMIT_MS = 180_000;
async function step(name, run, limitMs = STEP_LIMIT_MS) {
  let timer;
  const hung = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`bench step "${name}" took over ${limitMs / 1000} s: it hung; run again`)), limitMs);
  });
  try {
    return await Promise.race([run(), hung]);
  } finally {
    clearTimeout(timer);
  }
}

const staged = stageBuild(dist);
if (ONLY.has('page')) await stageStackFloor(staged.dir);
const server = await startMockServer(staged.dir);
const browser = await launchChromium();

/** A fresh, signed-in page (cold HTTP cache) with the paint and render probes. */
async function freshPage(state) {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState: state });
  const page = await context.newPage();
  await page.addInitScript(PAINT_PROBE);
  await page.addInitScript(RENDER_PROBE);
  return { page, close: () => context.close() };
}

async function lcpOf(state, path, routePainted) {
  const { page, close } = await freshPage(state);
  try {
    await page.goto(`${server.url}${path}`);
    if (routePainted) await waitForRoutePaint(page);
    await page.waitForTimeout(1500);
    // LCP stops at the first input; a click on nothing finalises it.
    return await page.evaluate(() => window.__bench.lcp);
  } finally {
    await close();
  }
}

/** A fresh page on the route, once its start-up requests are over: a cold open then measures the opened target only. */
async function settledPage(state) {
  const { page, close } = await freshPage(state);
  try {
    const quiet = trackRequests(page);
    await page.goto(`${server.url}${ROUTE}`);
    await waitForRoutePaint(page);
    await quiet();
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';
// The first row is the drawer alone: the time until its dialog is on the page, whatever it shows.
const PANELS = [
  { name: 'drawer shown (type 1, any content)', make: (i) => ({ detail: { search_type: 1, params: { messageId: `<m${i}@x.example>` } }, text: '' }) },
  { name: 'file (3)', make: (i) => ({ detail: { search_type: 3, params: { sha1: `${SHA1.slice(0, 38)}${String(i).padStart(2, '0')}` } }, text: 'SHA256' }) },
  { name: 'URL (4)', make: (i) => ({ detail: { search_type: 4, params: { url: `http://bench${i}.example.com/a` } }, text: `bench${i}.example.com` }) },
  { name: 'domain (5)', make: (i) => ({ detail: { search_type: 5, params: { domain: `bench${i}.example.com` } }, text: `bench${i}.example.com` }) },
  { name: 'IP (6)', make: (i) => ({ detail: { search_type: 6, params: { ip: `8.8.${i}.8` } }, text: `8.8.${i}.8` }) },
];
const WARM_OPENS = 3;

async function panelRun(state, samples) {
  const { page, close } = await freshPage(state);
  try {
    await page.goto(`${server.url}${ROUTE}`);
    await waitForRoutePaint(page);
    await page.waitForTimeout(1500);
    let n = 10 * samples.runs++;
    for (const panel of PANELS) {
      for (let k = 0; k <= WARM_OPENS; k++) {
        const { detail, text } = panel.make(++n);
        const ready = text === '' ? { texts: [], busyOk: true } : { texts: [text] };
        const { ms } = await timeOpen(page, { type: 'toggleDrawer', ...detail }, ready);
        if (Number.isFinite(ms)) (samples[panel.name] ??= { cold: [], warm: [] })[k === 0 ? 'cold' : 'warm'].push(ms);
        await closeOverlay(page);
      }
    }
  } finally {
    await close();
  }
}

/** Renders per clock tick (commits in a quiet window) and per unread-count push (the commits right after it, less the ticks). */
async function renderRun(state) {
  const { page, close } = await freshPage(state);
  try {
    await page.goto(`${server.url}${ROUTE}`);
    await waitForRoutePaint(page);
    await page.waitForTimeout(3000);
    const quiet = await page.evaluate(async () => {
      const from = window.__renders.length;
      await new Promise((r) => setTimeout(r, 5000));
      return window.__renders.slice(from);
    });
    const tickSignatures = new Set(quiet.map((c) => c.names.slice().sort().join()));
    const perTick = median(quiet.map((c) => c.count));
    const pushes = [];
    for (const count of [7, 12, 3]) {
      const from = await page.evaluate(() => window.__renders.length);
      await server.control('socket/push', { message: count });
      await page.waitForTimeout(800);
      const commits = await page.evaluate((i) => window.__renders.slice(i), from);
      pushes.push(commits.filter((c) => !tickSignatures.has(c.names.slice().sort().join())).reduce((s, c) => s + c.count, 0));
    }
    const tickNames = quiet[0]?.names ?? [];
    return { perTick, perPush: median(pushes), tickNames };
  } finally {
    await close();
  }
}

/** The bell with 250 notifications per tab: the longest task while it opens and while the tab changes. */
async function bellRun(state) {
  const template = {
    time: Date.now(), type: 0, level: 'info', status: null, application: 'Endpoint Inventory', link: '/app/endpoint-inventory', downloadUrl: null,
  };
  const notifications = [0, 1].flatMap((type) =>
    Array.from({ length: 250 }, (_, i) => ({
      ...template,
      id: `bench-${type}-${i}`,
      type,
      time: template.time - i * 7 * 60_000 - type * 60_000,
      level: ['info', 'warning', 'security', 'success'][i % 4],
      status: type === 1 ? 'Successful' : null,
      description: `Endpoint <b>WS-${1000 + i}</b> ${type === 1 ? 'completed scan task' : 'reported a policy change'} #${i + 1}.`,
    })),
  );
  await server.control('faults', { method: 'GET', path: '/ui/uic/v3/notifications/languages/*', status: 200, body: { notifications, lastReadTime: 0 } });
  const { page, close } = await freshPage(state);
  try {
    await page.goto(`${server.url}${ROUTE}`);
    await waitForRoutePaint(page);
    await page.waitForTimeout(2000);
    const observe = () =>
      page.evaluate(() => {
        window.__longTasks = [];
        window.__ltObserver?.disconnect();
        window.__ltObserver = new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration)));
        window.__ltObserver.observe({ type: 'longtask' });
      });
    const longest = () => page.evaluate(() => Math.max(0, ...window.__longTasks));
    // Clicks land by coordinates found before the observed window: a locator's click runs Playwright's
    // role query and hit-target checks in the page, which showed up as part of the measured long task.
    const clickCentre = async (box) => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const bell = await page.getByRole('button', { name: /^Notifications/ }).boundingBox();
    await observe();
    await clickCentre(bell);
    // No locator while observing: Playwright's role queries run on the page's main thread and their
    // cost showed up as part of the measured long task. The tabs are checked once the window is read.
    await page.waitForTimeout(2500);
    const open = await longest();
    await page.getByRole('tab', { name: /Tasks/ }).waitFor({ timeout: 5000 });
    const tasksTab = await page.getByRole('tab', { name: /Tasks/ }).boundingBox();
    const informativeTab = await page.getByRole('tab', { name: /Informative/ }).boundingBox();
    await observe();
    await clickCentre(tasksTab);
    await page.waitForTimeout(1500);
    const tasks = await longest();
    await observe();
    await clickCentre(informativeTab);
    await page.waitForTimeout(1500);
    const back = await longest();
    return { open, switchTab: Math.max(tasks, back) };
  } finally {
    await close();
    await server.control('reset');
  }
}

/** A server menu of 5,000 extra top-level entries (README "Known gaps"): what the left menu costs at load and on collapse. */
const BULK_ENTRIES = 5000;
async function menuSizesRun(state) {
  const { page, close } = await freshPage(state);
  try {
    await page.route((url) => new URL(url).pathname === '/ui/uic/v3/menu', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const bulk = Array.from({ length: BULK_ENTRIES }, (_, i) => ({ id: String(700000 + i), title: `Bulk ${i}`, path: `/app/bulk/${i}`, icon: 'dashboard', role: 'menu', sidebar: true, children: [] }));
      await route.fulfill({ response, json: { ...body, data: [...body.data, ...bulk] } });
    });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
    });
    const entries = () => page.evaluate(() => document.querySelectorAll('nav[aria-label="Main menu"] li').length);
    const waitForAll = async (from) => {
      while ((await entries()) < BULK_ENTRIES) {
        if (performance.now() - from > 60_000) throw new Error('the menu never held all its entries');
        await page.waitForTimeout(50);
      }
      return performance.now() - from;
    };
    const loadStart = performance.now();
    await page.goto(`${server.url}/dashboard`);
    const painted = await waitForRoutePaint(page);
    const allIn = await waitForAll(loadStart);
    await page.waitForTimeout(3000);
    const loadLongest = await page.evaluate(() => Math.max(0, ...window.__longTasks.splice(0)));
    const collapse = await page.getByRole('button', { name: 'Collapse menu' }).boundingBox();
    const collapseStart = performance.now();
    await page.mouse.click(collapse.x + collapse.width / 2, collapse.y + collapse.height / 2);
    await page.getByRole('button', { name: 'Expand menu' }).waitFor();
    const collapsed = performance.now() - collapseStart;
    await page.waitForTimeout(2000);
    const collapseLongest = await page.evaluate(() => Math.max(0, ...window.__longTasks.splice(0)));
    return { painted, allIn, loadLongest, collapsed, collapseLongest };
  } finally {
    await close();
  }
}

try {
  const state = await signedInState(browser, server.url);
  const sizeOf = gzipSizer(dist);
  const wires = [];
  const lcp = { app: [], static: [], floor: [], ratio: [] };
  const samples = { runs: 0 };
  const renders = [];
  const bells = [];
  const panelOpens = {};
  const simulatorOpens = {};
  const menuSizes = [];
  const opens = { openPage: () => settledPage(state), control: server.control, warmOpens: WARM, log: (line) => process.stderr.write(line) };
  for (let run = 0; run < RUNS; run++) {
    process.stderr.write(`run ${run + 1}/${RUNS}…\n`);
    if (ONLY.has('page')) {
      wires.push(await step('wire bytes', () => measureWire(browser, { url: server.url, state, sizeOf })));
      // Static page and console in pairs, one after the other, so both see the same load on the machine;
      // one load varies by ±30 % on a busy two-core machine, so each run takes the medians of its pairs.
      const pairs = { static: [], floor: [], app: [] };
      for (let pair = 0; pair < LCP_PAIRS; pair++) {
        pairs.static.push(await step('LCP of the static page', () => lcpOf(state, STATIC_PAGE, false)));
        pairs.floor.push(await step('LCP of the stack floor page', () => lcpOf(state, STACK_FLOOR_PAGE, true)));
        pairs.app.push(await step('LCP of the console', () => lcpOf(state, ROUTE, true)));
      }
      lcp.static.push(...pairs.static);
      lcp.floor.push(...pairs.floor);
      lcp.app.push(...pairs.app);
      lcp.ratio.push(median(pairs.app) / median(pairs.static));
      await step('drawer opens', () => panelRun(state, samples));
      renders.push(await step('renders per tick and push', () => renderRun(state)));
      bells.push(await step('the bell with 250 per tab', () => bellRun(state)));
    }
    if (ONLY.has('panels')) await step('panel opens', () => openRun(PANEL_TARGETS, panelOpens, opens), 20 * STEP_LIMIT_MS);
    if (ONLY.has('simulator')) await step('simulator opens', () => openRun(SIMULATOR_TARGETS, simulatorOpens, opens), 4 * STEP_LIMIT_MS);
    if (ONLY.has('sizes')) menuSizes.push(await step('a menu of 5,000 entries', () => menuSizesRun(state)));
  }

  console.log(`\nSpeed figures (${RUNS} runs${ONLY.has('page') ? ', items 8–12 as medians' : ''}; Chromium 1× CPU; ${dist})`);
  if (ONLY.has('page')) {
    const w = wires.at(-1);
    console.log(`8  JS before the first route painted: ${kib(median(wires.map((x) => x.before.total)))} KiB gz in ${w.before.files.size} files (${w.landedOn}); after it: ${kib([...w.after.values()].reduce((s, b) => s + b, 0))} KiB gz in ${w.after.size} files`);
    console.log(`   CSS before the first route painted: ${kib(median(wires.map((x) => x.stylesheets.total)))} KiB gz in ${w.stylesheets.files.size} files (the theme's global styles; not in the JS budget)`);
    console.log(`9  LCP ${ROUTE}: ${fmt(median(lcp.app))} ms; static page ${fmt(median(lcp.static))} ms; ratio ${(median(lcp.app) / median(lcp.static)).toFixed(1)}× (medians of ${lcp.app.length} loads each; per run: ${lcp.ratio.map((r) => r.toFixed(1)).join(', ')})`);
    // The same heading and paragraph drawn by React and Chakra's default system alone (bench/stack-floor).
    console.log(`   stack floor (React + Chakra, nothing else): ${fmt(median(lcp.floor))} ms; ratio ${(median(lcp.floor) / median(lcp.static)).toFixed(1)}× the static page`);
    console.log('10 drawer open, dispatch → content painted (ms):       cold p50   p75   p95 │ warm p50   p75   p95');
    for (const { name } of PANELS) {
      const { cold, warm } = samples[name] ?? { cold: [], warm: [] };
      console.log(`   ${name.padEnd(48)} ${fmt(quantile(cold, 0.5))} ${fmt(quantile(cold, 0.75))} ${fmt(quantile(cold, 0.95))} │ ${fmt(quantile(warm, 0.5))} ${fmt(quantile(warm, 0.75))} ${fmt(quantile(warm, 0.95))}`);
    }
    const allCold = PANELS.slice(1).flatMap(({ name }) => samples[name]?.cold ?? []);
    const allWarm = PANELS.slice(1).flatMap(({ name }) => samples[name]?.warm ?? []);
    console.log(`   ${'all panels'.padEnd(48)} ${fmt(quantile(allCold, 0.5))} ${fmt(quantile(allCold, 0.75))} ${fmt(quantile(allCold, 0.95))} │ ${fmt(quantile(allWarm, 0.5))} ${fmt(quantile(allWarm, 0.75))} ${fmt(quantile(allWarm, 0.95))}`);
    console.log(`11 components rendered per clock tick: ${median(renders.map((r) => r.perTick))}; per unread-count push: ${median(renders.map((r) => r.perPush))}`);
    // The production build keeps no component names: these are the minifier's (the count above is what matters).
    console.log(`   a tick renders (minified names): ${renders.at(-1).tickNames.join(', ') || '–'}`);
    const perRun = (key) => bells.map((b) => b[key].toFixed(0)).join(', ');
    console.log(`12 bell with 250 per tab, longest task (0: none over 50 ms): opening ${fmt(median(bells.map((b) => b.open)))} ms (per run: ${perRun('open')}); switching tabs ${fmt(median(bells.map((b) => b.switchTab)))} ms (per run: ${perRun('switchTab')})`);
  }
  if (ONLY.has('panels')) {
    printOpenTable('\nDetail panels and the object-group drawer: dispatch → record painted, nothing busy in the drawer (ms)', PANEL_TARGETS, panelOpens);
  }
  if (ONLY.has('simulator')) {
    printOpenTable('\nAttack simulator: dispatch → the slide\'s content painted, nothing loading (ms)', SIMULATOR_TARGETS, simulatorOpens);
  }
  if (ONLY.has('sizes')) {
    const m = (key) => fmt(median(menuSizes.map((run) => run[key])));
    console.log(`\nA server menu of ${BULK_ENTRIES.toLocaleString('en')} top-level entries (medians of ${menuSizes.length}; the menu draws 150 entries per task):`);
    console.log(`   route painted ${m('painted')} ms after navigation; every entry in ${m('allIn')} ms after the load began; longest task while loading ${m('loadLongest')} ms`);
    console.log(`   collapse: the icon rail in ${m('collapsed')} ms; longest task in the 2 s after ${m('collapseLongest')} ms`);
  }
  console.log('\nTimings vary with the load of the machine; compare figures of one run, and repeat.');
} finally {
  await browser.close();
  server.stop();
  staged.remove();
}
