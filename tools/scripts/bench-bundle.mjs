#!/usr/bin/env node
// Bundle report: gzip size of the JS loaded before the first route renders, and of each lazy chunk,
// against the initial budget. Reads Vite's manifest of the production build.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, 'dist/apps/console');
const manifestPath = resolve(dist, '.vite/manifest.json');
const BUDGET_KIB = Number(process.env.BUNDLE_BUDGET_KIB ?? 200);

if (!existsSync(manifestPath)) {
  console.error('No build found: run "npx nx build console" first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entryKey);

const lazy = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || initial.has(chunk.file)) continue;
  lazy.set(chunk.file, { name: chunk.name ?? key, size: gz(chunk.file), dynamic: Boolean(chunk.isDynamicEntry) });
}

const initialSize = [...initial].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
console.log('Initial JS (loaded before the first route renders)');
for (const f of initial) if (f.endsWith('.js')) console.log(`  ${kib(gz(f))} KiB gz  ${f}`);
console.log(`  ${kib(initialSize)} KiB gz  total — budget ${BUDGET_KIB} KiB ${initialSize / 1024 <= BUDGET_KIB ? '✓ within' : '✗ OVER'}`);
console.log('\nLazy chunks');
for (const [file, info] of [...lazy].sort((a, b) => b[1].size - a[1].size)) {
  console.log(`  ${kib(info.size)} KiB gz  ${info.name.padEnd(28)} ${file}`);
}
// Where the initial bytes come from (minified, before gzip), read from the source maps.
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
const owners = new Map();
for (const file of initial) {
  if (!file.endsWith('.js') || !existsSync(resolve(dist, `${file}.map`))) continue;
  const lines = readFileSync(resolve(dist, file), 'utf8').split('\n');
  const segments = [];
  new SourceMapConsumer(JSON.parse(readFileSync(resolve(dist, `${file}.map`), 'utf8'))).eachMapping((m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  segments.forEach((seg, i) => {
    const next = segments[i + 1];
    const end = next && next.generatedLine === seg.generatedLine ? next.generatedColumn : (lines[seg.generatedLine - 1] ?? '').length;
    const source = seg.source ?? '';
    const owner = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.match(/(libs\/(?:shared\/)?[^/]+|apps\/[^/]+)/)?.[1] ?? 'other';
    owners.set(owner, (owners.get(owner) ?? 0) + Math.max(0, end - seg.generatedColumn));
  });
}
if (owners.size) {
  console.log('\nInitial JS by owner (minified KiB, before gzip)');
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_OWNERS ?? 15))) console.log(`  ${kib(bytes)} KiB  ${owner}`);
}

if (process.argv.includes('--strict') && initialSize / 1024 > BUDGET_KIB) process.exit(1);
