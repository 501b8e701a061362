// Side effect only, imported first by the test setup (before React DOM loads): a stand-in for the
// React DevTools global hook that counts component renders for @soc/testing `renderCounts` (module
// mocks do not hold when test files share one module graph, `isolate: false`). React DOM reports
// every commit; a component "rendered" when its function ran (React's PerformedWork flag) in a
// subtree React did not skip — the counting of tools/scripts/bench/render-probe.mjs. The counts live
// under a global symbol, so this file imports nothing from the libs.

interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

type Named = { displayName?: string; name?: string; type?: Named; render?: Named };

const PERFORMED_WORK = 1;
// Function, class, forwardRef, memo and simple-memo components.
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const STORE = Symbol.for('soc.testing.renderCounts');

type Store = { counts: Map<string, number> };

function store(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  return (holder[STORE] ??= { counts: new Map() });
}

function nameOf(fiber: Fiber): string {
  const type = fiber.type as Named | undefined;
  const inner = type?.type ?? type?.render ?? type;
  return type?.displayName ?? inner?.displayName ?? inner?.name ?? 'Anonymous';
}

function add(name: string) {
  const { counts } = store();
  counts.set(name, (counts.get(name) ?? 0) + 1);
}

function mounted(fiber: Fiber | null) {
  for (let f = fiber; f; f = f.sibling) {
    if (COMPONENT_TAGS.has(f.tag)) add(nameOf(f));
    mounted(f.child);
  }
}

function updated(next: Fiber, prev: Fiber) {
  if (COMPONENT_TAGS.has(next.tag) && (next.flags & PERFORMED_WORK) === PERFORMED_WORK) add(nameOf(next));
  if (next.child === prev.child) return; // subtree skipped
  for (let child = next.child; child; child = child.sibling) {
    if (child.alternate) updated(child, child.alternate);
    else {
      if (COMPONENT_TAGS.has(child.tag)) add(nameOf(child));
      mounted(child.child);
    }
  }
}

function installRenderCounter() {
  const holder = globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  if (holder.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  const ignore = () => undefined;
  const renderers = new Map<number, unknown>();
  holder.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    checkDCE: ignore,
    onScheduleFiberRoot: ignore,
    onCommitFiberUnmount: ignore,
    onPostCommitFiberRoot: ignore,
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const current = root.current;
      if (current.alternate) updated(current, current.alternate);
      else mounted(current);
    },
  };
}

installRenderCounter();
