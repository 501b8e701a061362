import { describe, expect, it } from 'vitest';
import { isJavaScript, isStylesheet, ownerOf, wireBytes } from './wire.mjs';

const at = (path, startTime) => ({ name: `http://127.0.0.1:4310${path}`, startTime });
const sizes = { '/assets/index-a.js': 1000, '/assets/preload-b.js': 300, '/assets/late-c.js': 700, '/assets/messages-d.js': 50 };
const sizeOf = (path) => sizes[path] ?? 0;

describe('wireBytes', () => {
  it('counts every script requested before the paint, modulepreloads and import() alike', () => {
    const entries = [at('/assets/index-a.js', 5), at('/assets/preload-b.js', 6), at('/assets/messages-d.js', 90), at('/assets/late-c.js', 101)];
    const { files, total } = wireBytes(entries, 100, sizeOf);
    expect([...files.keys()]).toEqual(['/assets/index-a.js', '/assets/preload-b.js', '/assets/messages-d.js']);
    expect(total).toBe(1350);
  });

  it('leaves out scripts requested after the paint, and what is not a script', () => {
    const entries = [at('/assets/index-a.js', 1), at('/ui/uic/v3/auth', 2), at('/assets/index.css', 3), at('/favicon.svg', 4), at('/assets/late-c.js', 200)];
    expect(wireBytes(entries, 100, sizeOf).total).toBe(1000);
  });

  it('counts the stylesheets apart when asked to', () => {
    const entries = [at('/assets/index-a.js', 1), at('/assets/index-e.css', 2), at('/assets/late-f.css', 200)];
    const css = wireBytes(entries, 100, (path) => (path === '/assets/index-e.css' ? 400 : 0), isStylesheet);
    expect([...css.files.keys()]).toEqual(['/assets/index-e.css']);
    expect(css.total).toBe(400);
  });

  it('counts a file requested twice once', () => {
    const entries = [at('/assets/index-a.js', 1), at('/assets/index-a.js', 2)];
    expect(wireBytes(entries, 100, sizeOf)).toMatchObject({ total: 1000 });
  });
});

describe('isJavaScript', () => {
  it.each([
    ['http://h/assets/x-1.js', true],
    ['http://h/assets/x.mjs?v=1', true],
    ['http://h/assets/x.js.map', false],
    ['http://h/ui/uic/v3/menu', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => expect(isJavaScript(url)).toBe(expected));
});

describe('isStylesheet', () => {
  it.each([
    ['http://h/assets/index-1.css', true],
    ['http://h/assets/x.js', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => expect(isStylesheet(url)).toBe(expected));
});

describe('ownerOf', () => {
  it('names the package or lib of a source', () => {
    expect(ownerOf('../../node_modules/@chakra-ui/react/dist/esm/x.js')).toBe('@chakra-ui/react');
    expect(ownerOf('../../node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(ownerOf('../../libs/shared/ui/src/x.tsx')).toBe('libs/shared/ui');
    expect(ownerOf('../../libs/shell/src/x.tsx')).toBe('libs/shell');
    expect(ownerOf('\u0000vite/preload-helper')).toBe('other');
  });
});
