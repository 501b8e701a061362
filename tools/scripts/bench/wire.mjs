// Counting the JavaScript (and, beside it, the stylesheets) a browser fetched before the first route
// painted, in gzip bytes.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A script by its address: `.js`/`.mjs` files, whatever requested them (script tag, modulepreload, import()). */
export function isJavaScript(url) {
  try {
    return /\.m?js$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** A stylesheet by its address (the theme's global styles, linked by the page). */
export function isStylesheet(url) {
  try {
    return new URL(url).pathname.endsWith('.css');
  } catch {
    return false;
  }
}

/**
 * The scripts (or, with `isAsset`, other files) requested before `paintedAt` (ms on the page's clock, like Resource Timing's startTime).
 * A file requested twice is counted once. `sizeOf(path)` gives a file's gzip bytes.
 * @param {{ name: string, startTime: number }[]} entries resource-timing entries of the page
 */
export function wireBytes(entries, paintedAt, sizeOf, isAsset = isJavaScript) {
  const files = new Map();
  for (const entry of entries) {
    if (entry.startTime > paintedAt || !isAsset(entry.name)) continue;
    const path = new URL(entry.name).pathname;
    if (!files.has(path)) files.set(path, sizeOf(path));
  }
  const total = [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { files, total };
}

/** gzip bytes (level 9, what a static host pre-compresses with) of a file of the build, by its URL path. */
export function gzipSizer(dist) {
  const cache = new Map();
  return (path) => {
    if (!cache.has(path)) {
      const file = resolve(dist, `.${path}`);
      cache.set(path, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }
    return cache.get(path);
  };
}

/** The package or lib a source file belongs to. */
export function ownerOf(source = '') {
  return source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.match(/(libs\/(?:shared\/)?[^/]+|apps\/[^/]+)/)?.[1] ?? 'other';
}

/** Minified bytes per package/lib of the given build files, read from their source maps. */
export function ownersOf(dist, paths) {
  const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
  const owners = new Map();
  for (const path of paths) {
    const file = resolve(dist, `.${path}`);
    if (!existsSync(`${file}.map`)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    const segments = [];
    new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))).eachMapping((m) => segments.push(m));
    segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    segments.forEach((seg, i) => {
      const next = segments[i + 1];
      const end = next && next.generatedLine === seg.generatedLine ? next.generatedColumn : (lines[seg.generatedLine - 1] ?? '').length;
      const owner = ownerOf(seg.source ?? '');
      owners.set(owner, (owners.get(owner) ?? 0) + Math.max(0, end - seg.generatedColumn));
    });
  }
  return owners;
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);
