import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { anyBody } from '../client/schema.ts';

/** Spec 000 §7 `POST setting/language`: on success the caller stores the language and reloads. */
export function saveLanguage(lang: string): Promise<unknown> {
  return request({ method: 'POST', path: v3('setting/language'), body: { lang }, schema: anyBody });
}
