import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getUpgradeUrl, isOpenableUrl, toSubmitState, useSingleFlight } from '@soc/api';
import { openInNewWindow } from '@soc/util';

/** Where the upgrade flow returns to when it is done. */
const UPGRADE_RELAY_STATE = '/app/bc/company/license';


/**
 * Opens the foundation upgrade flow (spec 000 §4.4, §7 `getUpgradeUrl` with lang and relayState)
 * in a new window; a failure is the common error (spec 000 §8).
 */
export function useUpgradeLauncher(lang: string, openWindow: (url: string) => void = openInNewWindow) {
  const mutation = useMutation({
    mutationFn: async () => {
      const { upgradeUrl } = await getUpgradeUrl(lang, UPGRADE_RELAY_STATE);
      // Only a web address is opened; a `javascript:` or other scheme from the server is a failure.
      if (!isOpenableUrl(upgradeUrl)) throw new Error('The upgrade address is not a web address');
      return upgradeUrl;
    },
    onSuccess: openWindow,
  });
  const mutate = useSingleFlight(mutation);
  const launch = useCallback(() => mutate(), [mutate]);
  // `submitting` while the address is fetched.
  return { launch, state: toSubmitState(mutation) };
}
