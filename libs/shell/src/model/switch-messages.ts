// Switch company / switch SAML group (spec 000 §4.6, contract §9): an embedded page reports its
// result by window message, which the console accepts only from the allowed origins (contract §4).

/**
 * The embedded pages. They belong to the identity module, not to this console: the console only
 * frames them (same-origin paths, `embedded=1` asks for the chrome-less variant) and listens.
 */
export const SWITCH_PAGES = {
  switchCompany: '/app/bc/company/switch?embedded=1',
  switchSamlGroup: '/app/iam2/switch-saml-group?embedded=1',
} as const;
export type SwitchKind = keyof typeof SWITCH_PAGES;

const SWITCH_RESULTS = ['done', 'close', 'mfaEnabled', 'groupOpen'] as const;
export type SwitchResult = (typeof SWITCH_RESULTS)[number];

/** done → sign in again through SSO; close → close the modal; MFA enabled or group open → logout. */
export type SwitchAction = 'relogin' | 'close' | 'logout';
export const SWITCH_ACTIONS: Record<SwitchResult, SwitchAction> = {
  done: 'relogin',
  close: 'close',
  mfaEnabled: 'logout',
  groupOpen: 'logout',
};

function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The console's own origin plus `consoleSettings.allowedOrigins`, normalised; malformed entries are dropped. */
export function allowedMessageOrigins(consoleOrigin: string, configured: readonly string[] | null | undefined): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const value of [consoleOrigin, ...(configured ?? [])]) {
    const origin = typeof value === 'string' ? originOf(value) : undefined;
    if (origin) origins.add(origin);
  }
  return origins;
}

/**
 * The result a message reports for the switch that is open, or `undefined` when the message must be
 * ignored: another origin, another kind, or anything but `{ type, result }` with a known result.
 */
export function readSwitchMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  kind: SwitchKind,
  allowedOrigins: ReadonlySet<string>,
): SwitchResult | undefined {
  if (!allowedOrigins.has(event.origin)) return undefined;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!data || typeof data !== 'object') return undefined;
  const { type, result } = data as { type?: unknown; result?: unknown };
  if (type !== kind) return undefined;
  return (SWITCH_RESULTS as readonly unknown[]).includes(result) ? (result as SwitchResult) : undefined;
}
