import { isRecord } from './route.ts';
import { initialPanelState, type PanelState } from './panel-state.ts';
import { initialShellState, type ShellState } from './shell-state.ts';
import { initialSimulationState, type SimulationState } from './simulation-state.ts';

// The tenant this backend serves: what the specification lets a backend choose, kept in one object
// that a test may change (POST /__second/state) and reset.

/** Feature flags of contract §4, as this backend sends them (numbers; missing means 0). */
type Flags = Record<string, 0 | 1>;

/** A forced answer: the next `times` calls to `path` (pathname, no query) get this status and body. */
export interface Fault {
  method?: string;
  path: string;
  status: number;
  /** JSON value, or a raw string sent as text (a body that is not JSON). Absent: an empty body. */
  body?: unknown;
  raw?: string;
  /** How many calls it answers; absent or 0: every call. */
  times?: number;
}

export interface TenantState {
  userName: string;
  view: 'ents' | 'entp' | 'smbp' | 'xsp-itops' | 'xsp-dfir' | 'mspc';
  userType: 'root' | 'saml' | 'samlGroup' | 'samlGroupSeamless';
  isFoundation: boolean;
  isMigrated: boolean;
  showMSPTermsPopup: boolean;
  /** consoleSettings.region: "UAE", "GOV_US" or anything else (contract §4). */
  region: string;
  partnerId: string;
  flags: Flags;
  /** rbac numbers other than flagsState; a test may drop permissions. */
  permissions: Record<string, unknown>;
  /** Idle and session time left at the moment of the `session` answer (ms); null: no timeout settings. */
  idleTimeoutLeftMs: number | null;
  sessionTimeoutLeftMs: number | null;
  unreadCount: number;
  landingPageId: string | number | null;
  faults: Fault[];
  /** Answer delay for every API call (ms). */
  latencyMs: number;
  shell: ShellState;
  panel: PanelState;
  simulation: SimulationState;
}

export const TOKEN = 'sb-7f3a91c2';

export function initialState(): TenantState {
  return {
    userName: 'kiyoshi.analyst',
    view: 'ents',
    userType: 'root',
    isFoundation: true,
    isMigrated: false,
    showMSPTermsPopup: false,
    region: 'JP',
    partnerId: '',
    flags: {
      'identity-inventory-app': 1,
      'v1es-unified-policy': 1,
      'pattern-ring-deployment': 1,
      'endpoint-security-updates': 1,
      'endpoint-sensor-section': 1,
      'endpoint-sensor-detail': 1,
      'tpi-3rd-party-log-collector': 1,
      'sign-in-allowance': 1,
      'global-search-box': 1,
      'help-kit': 1,
    },
    permissions: {
      console: 1,
      company: 1,
      account: 1,
      license: { viewLicense: 1 },
      productConnector: { view: 1 },
      roleManagement: { viewRoles: 1 },
      accountManagement: { viewAccountsAndApiKey: 1 },
      singleSignOn: { view: 1 },
      apiKey: { view: 1 },
      asd: { view: 1, assets: 1 },
      dataPolicy: { view_data_lineage: 1 },
    },
    idleTimeoutLeftMs: 3_600_000,
    sessionTimeoutLeftMs: 28_800_000,
    unreadCount: 3,
    landingPageId: 2101,
    faults: [],
    latencyMs: 0,
    shell: initialShellState(),
    panel: initialPanelState(),
    simulation: initialSimulationState(),
  };
}

/** A deep patch: plain objects merge, anything else (arrays included) replaces. */
export type StatePatch = { [K in keyof TenantState]?: TenantState[K] extends unknown[] ? TenantState[K] : TenantState[K] extends object ? Partial<TenantState[K]> : TenantState[K] };

export function mergeState<T>(base: T, patch: unknown): T {
  if (!isRecord(base) || !isRecord(patch)) return patch as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = isRecord(out[key]) && isRecord(value) ? mergeState(out[key], value) : value;
  return out as T;
}
