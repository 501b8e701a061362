import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { anyBody } from '../client/schema.ts';

/** Spec 002 §7 `POST /ui/uic/v3/acceptTermsPopup` with the accepted terms `version`; the answer is "not shown". */
export function acceptTermsPopup(version: string): Promise<unknown> {
  return request({ method: 'POST', path: v3('acceptTermsPopup'), body: { version }, schema: anyBody });
}
