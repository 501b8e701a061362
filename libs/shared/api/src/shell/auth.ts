import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, flag01, labelText, optBool, optObject, optText } from '../client/schema.ts';
import { shellKeys } from './keys.ts';
import { browserLanguage } from '../client/browser-language.ts';

/** Contract §4 `auth.rbac`; missing parts read as "not permitted". */
const rbacSchema = z.pipe(
  z.nullish(
    z.partial(
      z.looseObject({
        console: flag01,
        company: flag01,
        account: flag01,
        license: optObject({ viewLicense: flag01, linkToCAS: flag01 }),
        productConnector: optObject({ view: flag01 }),
        roleManagement: optObject({ viewRoles: flag01 }),
        accountManagement: optObject({ viewAccountsAndApiKey: flag01 }),
        singleSignOn: optObject({ view: flag01 }),
        apiKey: optObject({ view: flag01 }),
        asd: optObject({ view: flag01, assets: flag01 }),
        dataPolicy: optObject({ view_data_lineage: flag01 }),
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
      links: optObject({ onlineHelp: optText, serviceStatus: optText, chatBot: optText }),
    }),
  ),
  z.transform((v) => v ?? {}),
);

export const authInfoSchema = z.looseObject({
  user_name: labelText,
  companyName: labelText,
  role: optText,
  account_id: optText,
  companyGUID: optText,
  user_id: optText,
  roleId: optText,
  logo: optObject({ customLogo: optText, headerLogo: optText, fullSizeLogo: optBool }),
  partnerId: optText,
  accountProfile: optObject({ email: optText }),
  companyProfile: optObject({ showUpgradeToFoundationBanner: optBool }),
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

/** The profile, asked in the browser's language (spec 000 §7); tests may name another. */
export const authQueryOptions = (lang: string = browserLanguage()) =>
  queryOptions({ queryKey: shellKeys.auth(lang), queryFn: () => getAuth(lang), staleTime: Infinity });
