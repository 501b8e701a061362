import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { firstPaintChunk, staticClosure } from './first-paint-chunk.ts';

const fixture = join(import.meta.dirname, 'fixtures/first-paint');

async function buildFixture(withPlugin: boolean): Promise<Rolldown.OutputChunk[]> {
  const output = await build({
    root: fixture,
    logLevel: 'silent',
    configFile: false,
    plugins: withPlugin ? [firstPaintChunk({ page: join(fixture, 'index.html'), app: join(fixture, 'main.js') })] : [],
    build: { write: false, minify: false, modulePreload: { polyfill: false } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!('output' in result)) throw new Error('expected a build output');
  return result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

const sourcesOf = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.map((id) => id.replace(`${fixture}/`, '')).sort();

describe('staticClosure', () => {
  it('follows static imports, once each, through cycles', () => {
    const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['c', 'a'], c: [], d: ['a'] };
    expect([...staticClosure('a', (id) => graph[id])].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('firstPaintChunk', () => {
  it('puts what the app statically uses in one chunk, and leaves out the first module’s imports, the lazy parts and what tree-shaking dropped', async () => {
    const chunks = await buildFixture(true);
    const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/main.js')));
    expect(app && sourcesOf(app)).toEqual(['header.js', 'main.js', 'page.js']);
    const first = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
    // The first module starts its work without waiting for the app: it imports nothing from the app chunk.
    expect(first?.imports).not.toContain(app?.fileName);
    expect(first?.dynamicImports).toContain(app?.fileName);
    const lazy = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/lazy.js')));
    expect(lazy && sourcesOf(lazy)).toEqual(['lazy.js', 'rare.js']);
  });

  it('is what makes the difference: without it the app is split by sharing', async () => {
    const chunks = await buildFixture(false);
    const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/main.js')));
    expect(app && sourcesOf(app)).not.toContain('header.js');
  });
});
