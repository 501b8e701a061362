import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { authQueryOptions } from '@soc/api';
import { GlobalDialogs, MSP_TERMS_VERSION, TermsGate } from '@soc/shell';

/**
 * The shell's global dialogs (spec 002 §2.1, §2.5) and, for service-provider accounts, the terms
 * gate. The auth info is the one the frame already loaded (same query key, cached).
 */
export function GlobalDialogsSlot() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const auth = useQuery(authQueryOptions(i18n.locale));
  // Paths may carry a query string (/app/iam2/account?openMfaDrawer=true): navigate by href.
  const onNavigate = useCallback((path: string) => void navigate({ href: path }), [navigate]);
  return (
    <>
      <GlobalDialogs onNavigate={onNavigate} />
      <TermsGate show={auth.data?.advancedInfo.showMSPTermsPopup === true} version={MSP_TERMS_VERSION} />
    </>
  );
}
