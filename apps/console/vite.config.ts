import { defineConfig, type Plugin } from 'vite';
import { resolve } from 'node:path';
import { chakraStaticGlobals } from './vite/chakra-static-globals.ts';
import { firstPaintChunk } from './vite/first-paint-chunk.ts';
import { sharedPlugins, workspaceRoot } from '../../tools/vite/shared.ts';
import { BACKEND_PATHS } from './src/app/backend-paths.ts';

const mockApi = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4300';
// The backend owns these paths (contract §1); in development they go to the mock backend, with the mock's
// own: its sample files and its switch-board.
const backendPaths = [...BACKEND_PATHS, '/mock/', '/__mock'];
// The identity module's switch pages, framed by the switch modal with `embedded=1` (spec 000 §4.6), come
// from the backend too. Without `embedded=1` the same paths are console routes, so only the framed
// variant is proxied (a context starting with ^ is a regular expression on the path and query).
const identitySwitchPages = '^/app/(bc/company/switch|iam2/switch-saml-group)\\?(.*&)?embedded=1(&|$)';

/**
 * A closed tab may reset its notification socket instead of closing it; the dev proxy then logged "ws proxy
 * error" and "ws proxy socket error" with a stack trace at every tab close. A reset or broken pipe is the page
 * going away: not logged. Other socket errors (the backend down) stay, on one line. Vite adds its own proxy
 * error listeners after the proxy's `configure`, so the quieting is done where they log.
 */
function quietClosedSockets(): Plugin {
  return {
    name: 'soc:quiet-closed-sockets',
    apply: 'serve',
    configResolved({ logger }) {
      const logError = logger.error;
      logger.error = (msg, options) => {
        if (!msg.includes('ws proxy')) return logError(msg, options);
        const error = options?.error as NodeJS.ErrnoException | null | undefined;
        if (error?.code === 'ECONNRESET' || error?.code === 'EPIPE') return;
        logError(`${msg.split('\n')[0]} ${error?.message ?? ''}`, { timestamp: options?.timestamp });
      };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/apps/console'),
  plugins: [...sharedPlugins(), quietClosedSockets(), chakraStaticGlobals(), firstPaintChunk({ page: resolve(import.meta.dirname, 'index.html'), app: resolve(import.meta.dirname, 'src/main.tsx') })],
  resolve: { tsconfigPaths: true },
  server: {
    port: 4200,
    strictPort: true,
    host: '127.0.0.1',
    proxy: {
      ...Object.fromEntries(backendPaths.map((p) => [p, { target: mockApi, changeOrigin: false, ws: p === '/ui/' }])),
      [identitySwitchPages]: { target: mockApi, changeOrigin: false },
    },
  },
  preview: { port: 4200, strictPort: true, host: '127.0.0.1' },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/console'),
    emptyOutDir: true,
    // Written for the byte report (bench:bundle reads them by name) but not linked from the scripts: a
    // browser never fetches them, and a server need not publish them.
    sourcemap: 'hidden',
    manifest: true,
    reportCompressedSize: false,
    // Every browser the console supports has <link rel=modulepreload>: the polyfill would be first-paint bytes for none.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
  },
});
