// The one testing entry (tests and stories only; lint keeps it out of production code).
export { renderWithProviders, renderHookWithProviders } from './render.tsx';
export { createTestQueryClient } from './query-client.ts';
export { personaAuth } from '@soc/mocks';
export { setupMockServer, recordRequests } from './mock-server.ts';
export { stubLayout } from './layout-stub.ts';
export { FIXED_NOW } from '@soc/mocks';
export { renderCounts } from './render-counter.ts';
export { findFocusedOverlay } from './overlay.ts';
export { holdSlices } from './slices.ts';
