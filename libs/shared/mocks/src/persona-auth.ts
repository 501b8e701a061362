import { authInfoSchema, type AuthInfo } from '@soc/api';
import { createAuthInfo } from './shell/auth-fixtures.ts';
import { customisePersona, DEFAULT_PERSONA_ID, findPersona, PERSONAS, type PersonaPatch } from './personas.ts';

/**
 * The auth info a mock persona stands for, parsed exactly as the console parses the server's. One
 * builder for tests, stories and the Storybook persona toolbar (browser-safe, unlike `@soc/testing`'s
 * Node mock server).
 */
export function personaAuth(personaId: string | undefined = DEFAULT_PERSONA_ID, patch: PersonaPatch = {}): AuthInfo {
  const persona = customisePersona(findPersona(personaId ?? DEFAULT_PERSONA_ID) ?? PERSONAS[0], patch);
  return authInfoSchema.parse(createAuthInfo(persona));
}
