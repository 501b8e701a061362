// Counting React renders in a production build: a stand-in for the React DevTools global hook,
// installed before the page's scripts. React DOM reports every commit to it; a component "rendered"
// in a commit when its function ran (React's PerformedWork flag) in a subtree React did not skip.

/** Page-side (serialised by Playwright): `window.__renders` collects `{ t, count, names }` per commit. */
export const RENDER_PROBE = () => {
  const PERFORMED_WORK = 1;
  // Function, class, forwardRef, memo and simple-memo components.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const commits = [];
  const nameOf = (fiber) => {
    const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
    return fiber.type?.displayName ?? type?.displayName ?? type?.name ?? 'Anonymous';
  };
  const mount = (fiber, out) => {
    for (let f = fiber; f; f = f.sibling) {
      if (COMPONENT_TAGS.has(f.tag)) out.push(nameOf(f));
      mount(f.child, out);
    }
  };
  const update = (next, prev, out) => {
    if (COMPONENT_TAGS.has(next.tag) && (next.flags & PERFORMED_WORK) === PERFORMED_WORK) out.push(nameOf(next));
    if (next.child === prev.child) return; // subtree skipped
    for (let child = next.child; child; child = child.sibling) {
      if (child.alternate) update(child, child.alternate, out);
      else mount({ ...child, sibling: null }, out);
    }
  };
  const ignore = () => undefined;
  window.__renders = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    // React calls these too; the counts need only the commits.
    checkDCE: ignore,
    onScheduleFiberRoot: ignore,
    onCommitFiberUnmount: ignore,
    onPostCommitFiberRoot: ignore,
    onCommitFiberRoot(_id, root) {
      const names = [];
      const current = root.current;
      const prev = current.alternate;
      if (prev) update(current, prev, names);
      else mount(current, names);
      commits.push({ t: performance.now(), count: names.length, names });
    },
  };
};
