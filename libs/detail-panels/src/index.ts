// Public API of the detail panels (spec 001): the drawer, the panel pattern and the shared sub-panels.

// Drawer
export { DetailDrawerContainer } from './components/drawer/detail-drawer-container.tsx';

// Pivots on values (issue 13): an identifier value's menu (Copy, Search for it, Open its profile).

// Object-group drawer (spec 001 §2.16): mount once; the drawer itself is a lazy chunk.
export { ObjectGroupDrawerContainer } from './components/object-group-drawer/object-group-drawer-container.tsx';

// The panel pattern

// URL, domain, IP, threat insight and process panels (search_type 4, 5, 6, 12, 13). The panels
// themselves stay lazy chunks behind PANEL_REGISTRY / PanelFor; their hooks and pure helpers are here.
