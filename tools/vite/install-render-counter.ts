// Side effect only, imported first by the test setup (before React DOM loads): the benchmark's render
// probe (a React DevTools hook stand-in, tools/scripts/bench/render-probe.mjs) counts renders in tests
// too, for @soc/testing `renderCounts` (module mocks do not hold with `isolate: false`). Installed once
// per worker: React DOM keeps the hook it found when it loaded.
import { RENDER_PROBE } from '../scripts/bench/render-probe.mjs';

if (!(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__) RENDER_PROBE();
