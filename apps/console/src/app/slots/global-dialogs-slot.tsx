import { useQuery } from '@tanstack/react-query';
import { authQueryOptions } from '@soc/api';
import { GlobalDialogs, MSP_TERMS_VERSION, TermsGate } from '@soc/shell';
import { useConsoleNavigate } from '../hooks/use-console-navigate.ts';

/**
 * The shell's global dialogs (spec 002 §2.1, §2.5) and, for service-provider accounts, the terms
 * gate. The auth info is the one the frame already loaded (same query key, cached).
 */
export function GlobalDialogsSlot() {
  const auth = useQuery(authQueryOptions());
  // The MFA reminder's accounts page (/app/iam2/account?openMfaDrawer=true) and the companion's remote support.
  const onNavigate = useConsoleNavigate();
  return (
    <>
      <GlobalDialogs onNavigate={onNavigate} />
      <TermsGate show={auth.data?.advancedInfo.showMSPTermsPopup === true} version={MSP_TERMS_VERSION} />
    </>
  );
}
