#!/usr/bin/env node
// The one test command (README "Test"): every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', STORYBOOK_DISABLE_TELEMETRY: '1', TZ: 'UTC' };
const only = process.argv.slice(2);

const steps = [
  ['chromium', 'node tools/scripts/ensure-chromium.mjs'],
  ['i18n', 'node tools/scripts/i18n-check.mjs'],
  ['lint + typecheck + unit', 'npx nx run-many -t lint typecheck test --parallel=2 --outputStyle=stream-without-prefixes'],
  ['import cycles', 'node tools/scripts/check-cycles.mjs'],
  // A dead export fails (issue 12): each lib's index.ts lists only what other projects import (knip.json).
  ['unused exports', 'npx knip --include exports,types,nsExports,nsTypes --no-progress'],
  ['boundaries probe', 'node tools/scripts/check-boundaries.mjs'],
  // A default build: the help menu's external entries come from the backend's auth info (contract §4).
  ['build console', 'npx nx build console --outputStyle=stream-without-prefixes'],
  // On the wire: the scripts Chromium fetches before the first route paints, against the 200 KiB gz budget.
  ['bundle budget', 'node tools/scripts/bench-bundle.mjs --strict'],
  ['build storybook', 'npx storybook build -o dist/storybook --quiet'],
  // One render per story: play, axe and the baseline screenshot in the same pass (e2e/storybook-visual).
  // A story without a committed baseline is recorded and reported as a warning, not compared.
  ['stories (play + a11y + visual)', 'npx playwright test -c e2e/storybook-visual/playwright.config.ts --update-snapshots=missing'],
  ['e2e', 'npx playwright test -c e2e/console-e2e/playwright.config.ts'],
  // The same build against a second backend written from the specification and contract alone.
  ['e2e (second backend)', 'npx playwright test -c e2e/second-backend/playwright.config.ts'],
];

// `npm test -- <prefix>…` runs the steps whose name starts with an argument; an argument that names no step
// is refused before anything runs, with the names, instead of being skipped in silence.
const unmatched = only.filter((o) => !steps.some(([name]) => name.startsWith(o)));
if (unmatched.length) {
  console.error(`No step name starts with ${unmatched.map((o) => `'${o}'`).join(', ')}. The steps, in order:`);
  for (const [name] of steps) console.error(`  ${name}`);
  process.exit(2);
}

const results = [];
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n━━ ${name}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { cwd: root, env, stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([name, run.status === 0, seconds]);
  if (run.status !== 0) break;
}
console.log('\n━━ summary');
for (const [name, ok, seconds] of results) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(28)} ${seconds.padStart(6)} s`);
process.exit(results.every(([, ok]) => ok) && results.length ? 0 : 1);
