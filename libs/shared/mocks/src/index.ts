// Fixtures and MSW handlers for every call of the three spec documents: the one source of truth
// shared by Storybook, unit tests, the browser worker and the mock backend.
export { createHandlers } from './handlers.ts';
export { createMockState, FIXED_NOW } from './state.ts';
export type { MockState } from './state.ts';
export {
  PERSONAS,
  DEFAULT_PERSONA_ID,
  findPersona,
  customisePersona,
  VIEWS,
  USER_TYPES,
  REGIONS,
  FEATURE_FLAGS,
} from './personas.ts';
export type { Persona, PersonaPatch, FeatureFlag } from './personas.ts';
export { personaAuth } from './persona-auth.ts';
export { SPEC_CALLS } from './call-table.ts';
export type { SpecCall } from './call-table.ts';
export { neverResponds } from './respond.ts';
export * from './shell.ts';
export * from './notifications.ts';
export * from './dialogs.ts';
export * from './simulation.ts';
export * from './detail-panels.ts';
