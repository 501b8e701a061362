// Serves a built single-page app: files as they are, `index.html` for unknown page paths (contract §1).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { sameHostSocketOrigins, securityHeaders } from './security-headers.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export class StaticSite {
  readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  /** Answers GET/HEAD; returns false when nothing was sent (the caller answers 404). */
  async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') return false;
    const file = await this.findFile(pathname);
    if (file) {
      await this.sendFile(req, res, file.path, file.size, method, pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : cacheFor(file.path));
      return true;
    }
    // Unknown paths are client-side routes, but only for page loads: a missing asset stays a 404.
    if (pathname.startsWith('/assets/') || !acceptsHtml(req)) return false;
    const index = await this.statFile(resolve(this.root, 'index.html'));
    if (!index) return false;
    await this.sendFile(req, res, index.path, index.size, method, NO_CACHE);
    return true;
  }

  private async findFile(pathname: string): Promise<{ path: string; size: number } | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const target = resolve(this.root, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
    if (target !== this.root && !target.startsWith(this.root + sep)) return undefined;
    return this.statFile(target);
  }

  private async statFile(path: string): Promise<{ path: string; size: number } | undefined> {
    try {
      const info = await stat(path);
      return info.isFile() ? { path, size: info.size } : undefined;
    } catch {
      return undefined;
    }
  }

  private sendFile(req: IncomingMessage, res: ServerResponse, path: string, size: number, method: string, cacheControl: string): Promise<void> {
    res.writeHead(200, {
      'content-type': contentTypeOf(path),
      'content-length': String(size),
      'cache-control': cacheControl,
      // The hardened host's headers (CSP and friends) on every file of the build.
      ...securityHeaders({ socketOrigins: sameHostSocketOrigins(req.headers.host) }),
    });
    if (method === 'HEAD') {
      res.end();
      return Promise.resolve();
    }
    return new Promise((resolvePromise) => {
      const stream = createReadStream(path);
      stream.on('error', () => {
        res.destroy();
        resolvePromise();
      });
      stream.on('end', () => resolvePromise());
      stream.pipe(res);
    });
  }
}

function cacheFor(path: string): string {
  return path.endsWith('.html') ? NO_CACHE : 'public, max-age=300';
}

function acceptsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}
