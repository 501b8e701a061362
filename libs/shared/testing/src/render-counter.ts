// Component renders counted in tests, without mocking modules: tools/vite/install-render-counter.ts
// installs the counting hook before React DOM loads and keeps the counts under this global symbol.
const STORE = Symbol.for('soc.testing.renderCounts');

type Store = { counts: Map<string, number> };

function store(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  return (holder[STORE] ??= { counts: new Map() });
}

/** Renders per component name (a component's displayName or function name) since the last `reset()`. */
export const renderCounts = {
  of: (name: string) => store().counts.get(name) ?? 0,
  snapshot: (...names: string[]) => Object.fromEntries(names.map((name) => [name, store().counts.get(name) ?? 0])),
  reset: () => store().counts.clear(),
};
