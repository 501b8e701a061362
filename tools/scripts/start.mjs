#!/usr/bin/env node
// `npm start`: the mock backend on :4300 and the console dev server on :4200, which proxies the
// backend's paths to it — one origin for the browser, as in production.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
// The external header links come from the mock backend's auth info (contract §4
// `consoleSettings.links`, its stand-in pages); VITE_*_URL in the environment are only fallbacks.
const env = { ...process.env, FORCE_COLOR: '1' };
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const children = [
  ['mock-api', bin('tsx'), ['apps/mock-api/src/main.ts', '--port', '4300', ...process.argv.slice(2)]],
  ['console ', bin('vite'), ['--config', 'apps/console/vite.config.ts']],
].map(([label, cmd, args]) => {
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((l) => `[${label}] ${l}`).join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${label}] exited with ${code}; stopping.`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
console.log('Console: http://localhost:4200  (sign in through the mock SSO)\nMock backend switch-board: http://localhost:4200/__mock/');
