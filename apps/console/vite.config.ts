import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { chakraStaticGlobals } from './vite/chakra-static-globals.ts';
import { firstPaintChunk } from './vite/first-paint-chunk.ts';
import { sharedPlugins, workspaceRoot } from '../../tools/vite/shared.ts';

const mockApi = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4300';
// The backend owns these paths (contract §1); in development they go to the mock backend.
const backendPaths = ['/ui', '/public', '/saml', '/mock', '/logout.html', '/info.html', '/__mock'];
// The identity module's switch pages, framed by the switch modal with `embedded=1` (spec 000 §4.6), come
// from the backend too. Without `embedded=1` the same paths are console routes, so only the framed
// variant is proxied (a context starting with ^ is a regular expression on the path and query).
const identitySwitchPages = '^/app/(bc/company/switch|iam2/switch-saml-group)\\?(.*&)?embedded=1(&|$)';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/apps/console'),
  plugins: [...sharedPlugins(), chakraStaticGlobals(), firstPaintChunk({ page: resolve(import.meta.dirname, 'index.html'), app: resolve(import.meta.dirname, 'src/main.tsx') })],
  resolve: { tsconfigPaths: true },
  server: {
    port: 4200,
    strictPort: true,
    host: '127.0.0.1',
    proxy: {
      ...Object.fromEntries(backendPaths.map((p) => [p, { target: mockApi, changeOrigin: false, ws: p === '/ui' }])),
      [identitySwitchPages]: { target: mockApi, changeOrigin: false },
    },
  },
  preview: { port: 4200, strictPort: true, host: '127.0.0.1' },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/console'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    reportCompressedSize: false,
    // Every browser the console supports has <link rel=modulepreload>: the polyfill would be first-paint bytes for none.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
  },
});
