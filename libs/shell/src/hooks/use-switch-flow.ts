import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { logout, signInUrl } from '@soc/api';
import { allowedMessageOrigins, readSwitchMessage, SWITCH_ACTIONS, type SwitchKind } from '../model/switch-messages.ts';

/** Spec 000 §4.6: after a successful switch the user signs in again through single sign-on. */
const RELOGIN_URL = signInUrl(undefined, { reauth: '1' });

export interface SwitchFlowOptions {
  /** `consoleSettings.allowedOrigins` of the auth info (contract §4). */
  allowedOrigins: readonly string[] | null | undefined;
  /** Defaults to the page's own origin. */
  consoleOrigin?: string;
  /** `done`: sign in again through single sign-on. */
  onRelogin?: () => void;
  /** `mfaEnabled` / `groupOpen`: the session must end. */
  onLogout?: () => void;
  /** Where messages arrive (tests pass their own window). */
  target?: Window;
}

export interface SwitchFlow {
  /** The switch whose modal is open, if any. */
  kind: SwitchKind | null;
  open: (kind: SwitchKind) => void;
  close: () => void;
}

/**
 * Switch company / switch SAML group (spec 000 §4.6, contract §9): while a switch modal is open,
 * listens for its page's `{ type, result }` message — from the allowed origins only — and acts on it.
 */
export function useSwitchFlow({ allowedOrigins, consoleOrigin, onRelogin, onLogout, target }: SwitchFlowOptions): SwitchFlow {
  const [kind, setKind] = useState<SwitchKind | null>(null);

  const onMessage = useEffectEvent((event: MessageEvent, open: SwitchKind) => {
    const allowed = allowedMessageOrigins(consoleOrigin ?? window.location.origin, allowedOrigins);
    const result = readSwitchMessage(event, open, allowed);
    if (!result) return;
    switch (SWITCH_ACTIONS[result]) {
      case 'close':
        setKind(null);
        return;
      case 'relogin':
        (onRelogin ?? (() => window.location.assign(RELOGIN_URL)))();
        return;
      case 'logout':
        (onLogout ?? (() => void logout('forced')))();
        return;
    }
  });

  useEffect(() => {
    if (!kind) return undefined;
    const source = target ?? window;
    const listener = (event: MessageEvent) => onMessage(event, kind);
    source.addEventListener('message', listener);
    return () => source.removeEventListener('message', listener);
  }, [kind, target]);

  const open = useCallback((next: SwitchKind) => setKind(next), []);
  const close = useCallback(() => setKind(null), []);
  return { kind, open, close };
}
