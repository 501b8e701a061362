import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { sharedPlugins, workspaceRoot } from '../tools/vite/shared.ts';

export default defineConfig({
  plugins: sharedPlugins(),
  resolve: { tsconfigPaths: true },
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/storybook'),
});
