// Component renders counted in tests, without mocking modules: the shared test setup installs the
// benchmark's render probe before React DOM loads (tools/vite/install-render-counter.ts); it lists
// the names of the components rendered in each commit in `window.__renders`.
type Commit = { names: string[] };

const commits = (): Commit[] => (globalThis as { __renders?: Commit[] }).__renders ?? [];

const countOf = (name: string) => commits().reduce((sum, commit) => sum + commit.names.filter((rendered) => rendered === name).length, 0);

/** Renders per component name (a component's displayName or function name) since the last `reset()`. */
export const renderCounts = {
  of: countOf,
  snapshot: (...names: string[]) => Object.fromEntries(names.map((name) => [name, countOf(name)])),
  reset: () => {
    commits().length = 0;
  },
};
