import { authInfoSchema, type AuthInfo } from '@soc/api';
import { createAuthInfo, customisePersona, findPersona, DEFAULT_PERSONA_ID, PERSONAS, type PersonaPatch } from '@soc/mocks';

/** The auth info the persona toolbar stands for, parsed exactly as the console parses the server's. */
export function personaAuth(personaId: string | undefined, patch: PersonaPatch = {}): AuthInfo {
  const persona = customisePersona(findPersona(personaId ?? DEFAULT_PERSONA_ID) ?? PERSONAS[0], patch);
  return authInfoSchema.parse(createAuthInfo(persona));
}
