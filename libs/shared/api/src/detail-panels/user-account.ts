// User account panel (spec 001 §2.13). The email-security tab shows only when
// `services.exchange` is an object: it stays `undefined` for anything else.
import { z } from 'zod/mini';
import { optBool, optObject, optText } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { panelRecordCall } from './record-call.ts';
import { looseEnum } from './schema-extras.ts';

export const ATP_POLICY_STATUSES = ['enabledAndOptimized', 'enabledButNotOptimized', 'disabled'] as const;
export type AtpPolicyStatus = (typeof ATP_POLICY_STATUSES)[number];

export const exchangeServiceSchema = z.looseObject({
  atpPolicyId: optText,
  atpPolicyStatus: looseEnum(ATP_POLICY_STATUSES),
  /** Feature → state ("enabled", "disabled", or empty when the server gives none: hidden). */
  atpFeatures: z.catch(z.pipe(z.nullish(z.record(z.string(), optText)), z.transform((map) => map ?? {})), {}),
  dlpPolicyId: optText,
});
export type ExchangeService = z.output<typeof exchangeServiceSchema>;

export const userAccountSchema = z.looseObject({
  userName: optText,
  isHpu: optBool,
  emailAddress: optText,
  emailProtection: optText,
  xdrPolicyId: optText,
  department: optText,
  /** "google" or another identity provider. */
  iamType: optText,
  services: optObject({ exchange: z.catch(z.nullish(exchangeServiceSchema), undefined) }),
});
export type UserAccount = z.output<typeof userAccountSchema>;

export const USER_ACCOUNT_PATH = '/public/svp/v2/object/useraccount/query';

export const { get: getUserAccount, queryOptions: userAccountQueryOptions } = panelRecordCall(userAccountSchema, detailPanelKeys.userAccount, (userId: string) => ({
  path: USER_ACCOUNT_PATH,
  query: { userId },
}));
