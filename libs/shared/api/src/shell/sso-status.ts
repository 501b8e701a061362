import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, optText } from '../client/schema.ts';

/** Spec 000 §3 "SSO status response: redirectUrl". Its absence is the "no redirect url" case of §8, so it is optional. */
export const ssoStatusSchema = z.looseObject({ redirectUrl: optText });
export type SsoStatus = z.output<typeof ssoStatusSchema>;

export function getSsoStatus(): Promise<SsoStatus> {
  return request({ path: v3('connectors/sds/ssoStatus'), schema: dataOrSelf(ssoStatusSchema) });
}
