import { useCallback, useEffect, useRef, useState } from 'react';
import { resolveRoleManagementLink, type SsoModalWording } from '@soc/api';
import { openInNewWindow } from '@soc/util';

/** What the role-management launch shows (spec 000 §2.1, §8). */
export type RoleManagementState =
  | { status: 'idle' }
  | { status: 'pending' }
  /** The SSO error dialog; `errorCode` is 500 (no redirect url), 501 (no SSO url) or the HTTP status when known. */
  | { status: 'errorDialog'; errorCode?: number; traceId?: string }
  /** Internal auth refused with 4006031 (wording 2) or 4006032 (wording 1). */
  | { status: 'ssoModal'; wording: SsoModalWording };

export interface RoleManagementLauncher {
  state: RoleManagementState;
  /** Starts the SSO chain; ignored while one is already running. */
  launch: () => void;
  /** Closes the error dialog or the SSO modal. */
  dismiss: () => void;
}

export interface RoleManagementLauncherOptions {
  /** Opens the role-management page; defaults to a new window with noopener. */
  openWindow?: (url: string) => void;
}

/**
 * Menu key 8751 (spec 000 §2.1): internal auth (65 minutes) → SSO status → SSO link, then the
 * external role-management page in a new window, or the error dialog / SSO modal of §8.
 * Render `RoleManagementDialogs` with the returned launcher to show its outcome.
 */
export function useRoleManagementLauncher(accountId: string | null | undefined, options: RoleManagementLauncherOptions = {}): RoleManagementLauncher {
  const [state, setState] = useState<RoleManagementState>({ status: 'idle' });
  const running = useRef(false);
  const mounted = useRef(true);
  const openWindow = options.openWindow;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const launch = useCallback(() => {
    if (running.current) return;
    if (!accountId) {
      setState({ status: 'errorDialog' });
      return;
    }
    running.current = true;
    setState({ status: 'pending' });
    void resolveRoleManagementLink(accountId).then((outcome) => {
      running.current = false;
      if (!mounted.current) return;
      switch (outcome.kind) {
        case 'open':
          (openWindow ?? openInNewWindow)(outcome.url);
          setState({ status: 'idle' });
          return;
        case 'ssoModal':
          setState({ status: 'ssoModal', wording: outcome.wording });
          return;
        case 'errorDialog':
          setState({ status: 'errorDialog', errorCode: outcome.errorCode, traceId: outcome.traceId });
          return;
        case 'leftToPolicy':
          setState({ status: 'idle' });
          return;
      }
    });
  }, [accountId, openWindow]);

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, launch, dismiss };
}
