import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { anyBody } from '../client/schema.ts';

/** Spec 000 §7 `POST activeStatus`: reports user activity; a failure stops idle tracking (§4.7). */
export function postActiveStatus(isActive: boolean): Promise<unknown> {
  return request({ method: 'POST', path: v3('activeStatus'), body: { isActive }, schema: anyBody });
}
