// What the bench scripts share: the production build served by the mock backend (as the e2e suite
// serves it), Debian's Chromium through playwright-core, and a signed-in browser session.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

export const root = resolve(import.meta.dirname, '../../..');
export const DEFAULT_DIST = resolve(root, 'dist/apps/console');

/** `--dist <dir>` or the default build; exits with a hint when there is no build. */
export function distFromArgs(argv = process.argv) {
  const i = argv.indexOf('--dist');
  const dist = resolve(i >= 0 ? argv[i + 1] : DEFAULT_DIST);
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run "npx nx build console" first.`);
    process.exit(1);
  }
  return dist;
}

export function numberArg(name, fallback, argv = process.argv) {
  const i = argv.indexOf(name);
  const n = i >= 0 ? Number(argv[i + 1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

/**
 * A copy of the build with a static comparison page beside it, so both are served the same way.
 * The static page holds what the console's first route shows at most: a header and a heading.
 */
export const STATIC_PAGE = '/bench-static.html';
export function stageBuild(dist) {
  const dir = mkdtempSync(join(tmpdir(), 'soc-bench-'));
  cpSync(dist, dir, { recursive: true });
  writeFileSync(
    join(dir, STATIC_PAGE.slice(1)),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static page</title>
<style>body{margin:0;font-family:sans-serif}header{height:48px;border-bottom:1px solid #ddd;display:flex;align-items:center;padding:0 16px;font-weight:600}main{padding:24px}h1{font-size:24px}</style></head>
<body><header>Security Operations Console</header><main id="main-content"><h1>Module page</h1><p>This page is served as a static file for comparison.</p></main></body></html>`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const STACK_FLOOR_PAGE = '/bench-floor/';
/**
 * Builds the stack's floor page (stack-floor/: React and Chakra's default system, a header, a heading and
 * a paragraph) into the staged copy, so it is served beside the console and the static page.
 */
export async function stageStackFloor(stagedDir) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: resolve(import.meta.dirname, 'stack-floor'),
    base: STACK_FLOOR_PAGE,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: join(stagedDir, STACK_FLOOR_PAGE.slice(1)), emptyOutDir: true, sourcemap: false },
  });
}

/** The mock backend serving `staticDir`, on a free port. */
export async function startMockServer(staticDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/mock-api/src/main.ts', '--port', String(port), '--static', staticDir, '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/__mock/state`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the mock backend did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const control = async (path, body) => {
    const res = await fetch(`${url}/__mock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    if (!res.ok) throw new Error(`mock ${path}: ${res.status} ${await res.text()}`);
  };
  return { url, control, stop: () => child.kill() };
}

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await tsImport('../../playwright/chromium.ts', import.meta.url);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const CONTEXT_OPTIONS = { viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'UTC' };

/** Signs in through the mock SSO once; fresh contexts made from the returned state start with a cold HTTP cache. */
export async function signedInState(browser, url) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  const page = await context.newPage();
  await page.goto(`${url}/saml/ssoLogin?go=${encodeURIComponent(STATIC_PAGE)}`);
  await page.waitForURL((u) => !u.pathname.startsWith('/saml/'));
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Installed before any page script: records when the first route has painted (the page's heading is in
 * <main> and a frame has been drawn after it) and the largest contentful paint.
 */
export const PAINT_PROBE = () => {
  const w = window;
  w.__bench = { routePaintedAt: undefined, lcp: undefined };
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) w.__bench.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (w.__bench.routePaintedAt !== undefined) return true;
    if (!document.querySelector('main#main-content h1')) return false;
    requestAnimationFrame(() => setTimeout(() => (w.__bench.routePaintedAt ??= performance.now())));
    return true;
  };
  const observer = new MutationObserver(() => check() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true });
};

export async function waitForRoutePaint(page, timeout = 30_000) {
  await page.waitForFunction(() => window.__bench?.routePaintedAt !== undefined, null, { timeout, polling: 50 });
  return page.evaluate(() => window.__bench.routePaintedAt);
}

export const median = (values) => quantile(values, 0.5);
export function quantile(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
