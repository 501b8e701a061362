// Kept for code written before the shared testing entry; new tests import '@soc/testing'.
export { createTestQueryClient, personaAuth, renderHookWithProviders, renderWithProviders } from '@soc/testing';
export type { TestProviderOptions } from '@soc/testing';
