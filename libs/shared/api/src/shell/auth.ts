import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, flag01, optBool, optText } from '../client/schema.ts';
import { shellKeys } from './keys.ts';

// A permission group whose flags default to 0 when the group or a flag is missing or malformed.
const group = <T extends Record<string, typeof flag01>>(shape: T) => z.looseObject(shape).nullish().catch(undefined);

/** Contract §4 `auth.rbac`; missing parts read as "not permitted". */
export const rbacSchema = z
  .looseObject({
    console: flag01,
    company: flag01,
    account: flag01,
    license: group({ viewLicense: flag01 }),
    productConnector: group({ view: flag01 }),
    roleManagement: group({ viewRoles: flag01 }),
    accountManagement: group({ viewAccountsAndApiKey: flag01 }),
    singleSignOn: group({ view: flag01 }),
    apiKey: group({ view: flag01 }),
    asd: group({ view: flag01, assets: flag01 }),
    dataPolicy: group({ view_data_lineage: flag01 }),
    flagsState: z.record(z.string(), flag01).catch({}),
  })
  .partial()
  .nullish()
  .transform((r) => r ?? {});
export type RbacInfo = z.output<typeof rbacSchema>;

export const consoleSettingsSchema = z
  .looseObject({
    region: optText,
    allowedOrigins: z.array(z.string()).catch([]).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});

export const authInfoSchema = z.looseObject({
  user_name: optText,
  companyName: optText,
  role: optText,
  account_id: optText,
  companyGUID: optText,
  user_id: optText,
  roleId: optText,
  logo: z
    .looseObject({ customLogo: optText, headerLogo: optText, fullSizeLogo: optBool })
    .nullish()
    .catch(undefined),
  partnerId: optText,
  accountProfile: z.looseObject({ email: optText }).nullish().catch(undefined),
  companyProfile: z.looseObject({ showUpgradeToFoundationBanner: optBool }).nullish().catch(undefined),
  consoleSettings: consoleSettingsSchema,
  advancedInfo: z
    .looseObject({
      userType: optText,
      view: optText,
      isFoundation: optBool,
      isMigrated: optBool,
      showMSPTermsPopup: optBool,
    })
    .nullish()
    .transform((v) => v ?? {}),
  aidialog: z.unknown().optional(),
  caseLogApp: z.unknown().optional(),
  helpKitApp: z.unknown().optional(),
  rbac: rbacSchema,
});
export type AuthInfo = z.output<typeof authInfoSchema>;

export function getAuth(lang: string): Promise<AuthInfo> {
  return request({ path: v3('auth'), query: { lang }, schema: dataOrSelf(authInfoSchema) });
}

export const authQueryOptions = (lang: string) =>
  queryOptions({ queryKey: shellKeys.auth(lang), queryFn: () => getAuth(lang), staleTime: Infinity });
