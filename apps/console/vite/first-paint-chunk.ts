// The app's first paint in one chunk (issue 11, item 9). Left to itself the bundler split what the first
// route needs into ~40 small chunks shared with the lazy parts. Over HTTP/1.1 a browser fetches six
// files per host at a time, so those downloads queued one behind another: on the bench the last one
// arrived ~150 ms after the first module had asked for them all, while the main thread sat idle.
//
// Here the app's entry (loaded by a dynamic import from the page's first module) is made an entry of its
// own, so the bundler tags what it statically needs, after tree-shaking, as `$initial`; one group puts
// all of that in one chunk. What the first module needs stays out of the group: it must not wait for
// the app's download (boot.ts). The lazy parts import from the app chunk, which is loaded by then.
import type { Plugin } from 'vite';

/** Every module id statically imported, directly or not, from `entryId` (dynamic imports stop the walk). */
export function staticClosure(entryId: string, importsOf: (id: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>();
  const pending = [entryId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of importsOf(id) ?? []) if (!seen.has(imported)) pending.push(imported);
  }
  return seen;
}

export interface FirstPaintChunkOptions {
  /** The page (absolute path of index.html): what its scripts import statically stays out of the chunk. */
  page: string;
  /** The app's entry (absolute path), imported dynamically by the page's first module. */
  app: string;
  /** The chunk's name (default `app`). */
  name?: string;
}

/** Build only: the dev server serves modules one by one anyway. */
export function firstPaintChunk({ page, app, name = 'app' }: FirstPaintChunkOptions): Plugin {
  const firstModule = new Set<string>();
  return {
    name: 'soc:first-paint-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: page, [name]: app },
          output: {
            codeSplitting: {
              groups: [
                {
                  name,
                  tags: ['$initial'],
                  // Without this the group would pull the first module's imports in through the app's own
                  // imports of them (the locale, the early calls), and the page would wait for the app.
                  includeDependenciesRecursively: false,
                  // Runs when chunks are formed, after buildEnd has filled the set.
                  test: (id: string) => !firstModule.has(id),
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd(error) {
      if (error) return;
      const ids = new Set(this.getModuleIds());
      for (const entry of [page, app]) if (!ids.has(entry)) this.error(`[first-paint-chunk] ${entry} is not in the build`);
      firstModule.clear();
      for (const id of staticClosure(page, (id) => this.getModuleInfo(id)?.importedIds)) firstModule.add(id);
    },
  };
}
