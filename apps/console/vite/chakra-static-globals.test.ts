import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { makeGlobalsLazy, renderGlobalStyles } from './chakra-static-globals.ts';

const require = createRequire(import.meta.url);
const chakraSystemSource = () =>
  readFileSync(join(require.resolve('@chakra-ui/react/package.json').replace(/package\.json$/, ''), 'dist/esm/styled-system/system.js'), 'utf8');

describe('the global styles built with the app', () => {
  const css = renderGlobalStyles();

  it('hold the layer order, the reset, the global styles and every token variable, light and dark', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    expect(css).toMatch(/--chakra-colors-bg-canvas:/);
    expect(css).toMatch(/--chakra-fonts-body:'Liberation Sans'/);
    // The semantic colours' dark values live under Chakra's dark condition.
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg-canvas:/);
    // Reduced motion and forced colours, from the console's own global CSS.
    expect(css).toContain('prefers-reduced-motion');
    expect(css).toContain('forced-colors: active');
  });

  it('are the same on every build (the stylesheet is content-hashed)', () => {
    expect(renderGlobalStyles()).toBe(css);
  });
});

describe('makeGlobalsLazy', () => {
  it('turns the installed Chakra’s eager `_global` into a getter built on first read', () => {
    const lazy = makeGlobalsLazy(chakraSystemSource());
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('get _global() { return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); }');
  });

  it('fails the build when Chakra’s source changed, instead of silently building the styles twice', () => {
    expect(() => makeGlobalsLazy('export function createSystem() { return {}; }')).toThrow(/update makeGlobalsLazy/);
  });
});
