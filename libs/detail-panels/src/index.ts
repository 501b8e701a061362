// Public API of the detail panels (spec 001): what the app mounts. The panels themselves are lazy
// chunks behind the drawer; tests and stories reach their hooks and helpers by relative path.

// Drawer (search_type 1–13), with its pivots on values and its history.
export { DetailDrawerContainer } from './components/drawer/detail-drawer-container.tsx';
// The panels' chunks fetched ahead of their first open (the app calls it when idle after the first paint).
export { preloadPanels } from './components/panel-registry/panel-registry.tsx';

// Object-group drawer (spec 001 §2.16): mount once; the drawer itself is a lazy chunk.
export { ObjectGroupDrawerContainer } from './components/object-group-drawer/object-group-drawer-container.tsx';
