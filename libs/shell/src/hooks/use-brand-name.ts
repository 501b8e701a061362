import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AuthInfo } from '@soc/api';
import { buildAccess, useAccess } from '@soc/rbac';
import { brandVariant } from '../model/header-menus.ts';

/**
 * The product name for the header (spec 000 §2.1–2.2): the UAE region has its own variant and the
 * service-provider views (xsp-itops, xsp-dfir, mspc) show the product long name. Reads the
 * permissions of the surrounding `AccessProvider`, or of `auth` when given (for a caller that sits
 * above the provider, as the console layout does).
 */
export function useBrandName(auth?: AuthInfo): string {
  const { t } = useLingui();
  const provided = useAccess();
  const access = useMemo(() => (auth ? buildAccess(auth) : provided), [auth, provided]);
  switch (brandVariant(access)) {
    case 'uae':
      return t({ id: 'SHELL.BRAND_UAE', message: 'Security Operations Console UAE' });
    case 'serviceProvider':
      return t({ id: 'SHELL.BRAND_SERVICE_PROVIDER', message: 'Security Operations Console for Service Providers' });
    default:
      return t({ id: 'BRAND.NAME', message: 'Security Operations Console' });
  }
}
