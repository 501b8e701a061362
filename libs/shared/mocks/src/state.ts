import { DEFAULT_PERSONA_ID, findPersona, PERSONAS, type Persona } from './personas.ts';

/** Everything a user can change, kept while the mock backend runs (issue 2 §4). */
export interface MockState {
  persona: Persona;
  language: string;
  landingPageId: string | null;
  dismissedBanners: Set<string>;
  hiddenBanners: Set<string>;
  noUpgradeBanner: boolean;
  optIns: Map<string, boolean>;
  advancedFunctionEnabled: boolean;
  acceptedTermsVersion: string | null;
  /** Notifications newer than this were not read yet (ms). Opening the bell moves it to now. */
  lastReadTime: number;
  supportCases: Array<Record<string, unknown>>;
  /** Clock the fixtures are relative to; fixed in Storybook so screenshots are stable. */
  now: () => number;
}

export function createMockState(options: { personaId?: string; persona?: Persona; now?: () => number } = {}): MockState {
  const persona = options.persona ?? findPersona(options.personaId ?? DEFAULT_PERSONA_ID) ?? PERSONAS[0];
  const now = options.now ?? (() => Date.now());
  return {
    persona,
    language: 'en',
    landingPageId: null,
    dismissedBanners: new Set(),
    hiddenBanners: new Set(),
    noUpgradeBanner: false,
    optIns: new Map(),
    advancedFunctionEnabled: false,
    acceptedTermsVersion: null,
    lastReadTime: now() - 3 * 24 * 3600 * 1000,
    supportCases: [],
    now,
  };
}

/** The fixed instant stories and visual baselines use: 2026-11-20 09:30 UTC. */
export const FIXED_NOW = Date.UTC(2026, 10, 20, 9, 30, 0);
