import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, flag01, optBool, optText } from '../client/schema.ts';
import { shellKeys } from './keys.ts';

// A permission group whose flags default to 0 when the group or a flag is missing or malformed.
const group = <T extends Record<string, typeof flag01>>(shape: T) => z.catch(z.nullish(z.looseObject(shape)), undefined);

/** Contract §4 `auth.rbac`; missing parts read as "not permitted". */
const rbacSchema = z.pipe(
  z.nullish(
    z.partial(
      z.looseObject({
        console: flag01,
        company: flag01,
        account: flag01,
        license: group({ viewLicense: flag01, linkToCAS: flag01 }),
        productConnector: group({ view: flag01 }),
        roleManagement: group({ viewRoles: flag01 }),
        accountManagement: group({ viewAccountsAndApiKey: flag01 }),
        singleSignOn: group({ view: flag01 }),
        apiKey: group({ view: flag01 }),
        asd: group({ view: flag01, assets: flag01 }),
        dataPolicy: group({ view_data_lineage: flag01 }),
        flagsState: z.catch(z.record(z.string(), flag01), {}),
      }),
    ),
  ),
  z.transform((r) => r ?? {}),
);

const consoleSettingsSchema = z.pipe(
  z.nullish(
    z.looseObject({
      region: optText,
      allowedOrigins: z.optional(z.catch(z.array(z.string()), [])),
      // Contract §4: the addresses outside the console, per tenant. Checked for a safe address where used.
      links: z.catch(z.nullish(z.looseObject({ onlineHelp: optText, serviceStatus: optText, chatBot: optText })), undefined),
    }),
  ),
  z.transform((v) => v ?? {}),
);

export const authInfoSchema = z.looseObject({
  user_name: optText,
  companyName: optText,
  role: optText,
  account_id: optText,
  companyGUID: optText,
  user_id: optText,
  roleId: optText,
  logo: z.catch(z.nullish(z.looseObject({ customLogo: optText, headerLogo: optText, fullSizeLogo: optBool })), undefined),
  partnerId: optText,
  accountProfile: z.catch(z.nullish(z.looseObject({ email: optText })), undefined),
  companyProfile: z.catch(z.nullish(z.looseObject({ showUpgradeToFoundationBanner: optBool })), undefined),
  consoleSettings: consoleSettingsSchema,
  advancedInfo: z.pipe(
    z.nullish(
      z.looseObject({
        userType: optText,
        view: optText,
        isFoundation: optBool,
        isMigrated: optBool,
        showMSPTermsPopup: optBool,
      }),
    ),
    z.transform((v) => v ?? {}),
  ),
  aidialog: z.optional(z.unknown()),
  caseLogApp: z.optional(z.unknown()),
  helpKitApp: z.optional(z.unknown()),
  rbac: rbacSchema,
});
export type AuthInfo = z.output<typeof authInfoSchema>;

function getAuth(lang: string): Promise<AuthInfo> {
  return request({ path: v3('auth'), query: { lang }, schema: dataOrSelf(authInfoSchema) });
}

export const authQueryOptions = (lang: string) =>
  queryOptions({ queryKey: shellKeys.auth(lang), queryFn: () => getAuth(lang), staleTime: Infinity });
