// Vite plugins and test settings shared by the console, every lib's Vitest run and Storybook,
// so that Lingui macros and .po imports behave the same everywhere.
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { resolve } from 'node:path';
import type { PluginOption } from 'vite';
import { catalogueParts } from './catalogue-parts.ts';
import type { ViteUserConfig } from 'vitest/config';

export const workspaceRoot = resolve(import.meta.dirname, '../..');
const linguiConfigPath = resolve(workspaceRoot, 'lingui.config.ts');

export function sharedPlugins(): PluginOption[] {
  return [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: linguiConfigPath }),
    catalogueParts(linguiConfigPath),
    chakraTreeShaking(),
  ];
}

/**
 * Chakra's theme module builds its default config with `defineConfig({...all recipes})` at the top
 * level. The call is an identity function, but the bundler cannot tell, so every recipe would ship.
 * Declaring the define* helpers pure lets the console keep only the recipes it registers.
 */
function chakraTreeShaking(): PluginOption {
  return {
    name: 'soc:chakra-tree-shaking',
    config: () => ({
      build: {
        rolldownOptions: {
          treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens'] },
        },
      },
    }),
  };
}

/** Vitest settings for a lib: jsdom, globals, jest-dom matchers, fixed timezone. */
export function libTestConfig(projectRoot: string, environment: 'jsdom' | 'node' = 'jsdom'): ViteUserConfig {
  return {
    root: projectRoot,
    plugins: sharedPlugins(),
    resolve: { tsconfigPaths: true },
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', projectRoot.slice(workspaceRoot.length + 1)),
    test: {
      name: projectRoot.slice(workspaceRoot.length + 1),
      environment,
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: environment === 'jsdom' ? [resolve(workspaceRoot, 'tools/vite/test-setup.ts')] : [],
      env: { TZ: 'UTC' },
      pool: 'threads',
      maxWorkers: 2,
      // One module graph per worker, not per file: Chakra and the libs are imported once, not once
      // per test file (detail-panels: 96 s → 32 s). Test files must not rely on a fresh module state;
      // the shared setup cleans the DOM, storage and the query caches after every test.
      isolate: false,
      // CI runs two projects' tests side by side on two cores: a dialog test can need several seconds.
      testTimeout: 20_000,
      passWithNoTests: false,
    },
  };
}
