/** Installs the render-counting React DevTools hook stand-in; `window.__renders` collects `{ t, count, names }` per commit. */
export declare const RENDER_PROBE: () => void;
