import { authInfoSchema, type AuthInfo } from '@soc/api';
import { createAuthInfo, customisePersona, DEFAULT_PERSONA_ID, findPersona, PERSONAS, type PersonaPatch } from '@soc/mocks';

/** The auth info a mock persona stands for, parsed exactly as the console parses the server's. */
export function personaAuth(personaId: string = DEFAULT_PERSONA_ID, patch: PersonaPatch = {}): AuthInfo {
  const persona = customisePersona(findPersona(personaId) ?? PERSONAS[0], patch);
  return authInfoSchema.parse(createAuthInfo(persona));
}
