// Validates the `patch` of POST /__mock/persona into a PersonaPatch from @soc/mocks.
import { FEATURE_FLAGS, REGIONS, USER_TYPES, VIEWS, customisePersona, type FeatureFlag, type Persona, type PersonaPatch, type RbacObject } from '@soc/mocks';
import type { ParseResult } from './faults.ts';
import { isRecord } from './http-util.ts';

const BOOLEAN_KEYS = ['isFoundation', 'isMigrated', 'demo', 'showMSPTermsPopup', 'showUpgradeToFoundationBanner'] as const;
const STRING_KEYS = ['userName', 'email', 'companyName', 'partnerId'] as const;
/** rbac members that are a plain 0/1. */
const RBAC_TOP = ['console', 'company', 'account'] as const;
/** rbac members that are a group of 0/1 numbers, with their allowed keys. */
const RBAC_GROUPS = {
  license: ['viewLicense'],
  productConnector: ['view'],
  roleManagement: ['viewRoles'],
  accountManagement: ['viewAccountsAndApiKey'],
  singleSignOn: ['view'],
  apiKey: ['view'],
  asd: ['view', 'assets'],
  dataPolicy: ['view_data_lineage'],
} as const satisfies Record<string, readonly string[]>;
type RbacGroup = keyof typeof RBAC_GROUPS;
type RbacPatch = NonNullable<PersonaPatch['rbac']>;

const includes = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const isBit = (value: unknown): value is 0 | 1 => value === 0 || value === 1;
/** Accepts 0/1 and booleans (handy from HTML checkboxes). */
const toBit = (value: unknown): 0 | 1 | undefined => (isBit(value) ? value : value === true ? 1 : value === false ? 0 : undefined);

function parseFlags(input: unknown, where: string): ParseResult<RbacObject['flagsState']> {
  if (!isRecord(input)) return { ok: false, error: `\`${where}\` must be an object of feature flags` };
  const flags: RbacObject['flagsState'] = {};
  for (const [key, value] of Object.entries(input)) {
    if (!includes<FeatureFlag>(FEATURE_FLAGS, key)) return { ok: false, error: `Unknown feature flag "${key}" (known: ${FEATURE_FLAGS.join(', ')})` };
    const bit = toBit(value);
    if (bit === undefined) return { ok: false, error: `Feature flag "${key}" must be 0 or 1` };
    flags[key] = bit;
  }
  return { ok: true, value: flags };
}

function parseRbac(input: unknown): ParseResult<RbacPatch> {
  if (!isRecord(input)) return { ok: false, error: '`rbac` must be an object' };
  const rbac: RbacPatch = {};
  for (const [key, value] of Object.entries(input)) {
    if (includes(RBAC_TOP, key)) {
      const bit = toBit(value);
      if (bit === undefined) return { ok: false, error: `rbac.${key} must be 0 or 1` };
      rbac[key] = bit;
    } else if (key in RBAC_GROUPS) {
      const group = key as RbacGroup;
      if (!isRecord(value)) return { ok: false, error: `rbac.${key} must be an object` };
      const parsed: Record<string, 0 | 1> = {};
      for (const member of RBAC_GROUPS[group]) {
        const bit = value[member] === undefined ? 1 : toBit(value[member]);
        if (bit === undefined) return { ok: false, error: `rbac.${key}.${member} must be 0 or 1` };
        parsed[member] = bit;
      }
      Object.assign(rbac, { [group]: parsed });
    } else if (key === 'flagsState') {
      const flags = parseFlags(value, 'rbac.flagsState');
      if (!flags.ok) return flags;
      rbac.flagsState = flags.value;
    } else {
      return { ok: false, error: `Unknown rbac member "${key}"` };
    }
  }
  return { ok: true, value: rbac };
}

export function parsePersonaPatch(input: unknown): ParseResult<PersonaPatch> {
  if (input === undefined || input === null) return { ok: true, value: {} };
  if (!isRecord(input)) return { ok: false, error: '`patch` must be an object' };
  const patch: PersonaPatch = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'view') {
      if (!includes(VIEWS, value)) return { ok: false, error: `\`view\` must be one of ${VIEWS.join(', ')}` };
      patch.view = value;
    } else if (key === 'userType') {
      if (!includes(USER_TYPES, value)) return { ok: false, error: `\`userType\` must be one of ${USER_TYPES.join(', ')}` };
      patch.userType = value;
    } else if (key === 'region') {
      if (!includes(REGIONS, value)) return { ok: false, error: `\`region\` must be one of ${REGIONS.join(', ')}` };
      patch.region = value;
    } else if (includes(BOOLEAN_KEYS, key)) {
      if (typeof value !== 'boolean') return { ok: false, error: `\`${key}\` must be true or false` };
      patch[key] = value;
    } else if (includes(STRING_KEYS, key)) {
      if (typeof value !== 'string' || value.length === 0) return { ok: false, error: `\`${key}\` must be a non-empty string` };
      patch[key] = value;
    } else if (key === 'timeouts') {
      if (value === null) patch.timeouts = null;
      else if (isRecord(value) && typeof value.idleSeconds === 'number' && typeof value.sessionSeconds === 'number' && value.idleSeconds >= 0 && value.sessionSeconds >= 0) {
        patch.timeouts = { idleSeconds: value.idleSeconds, sessionSeconds: value.sessionSeconds };
      } else return { ok: false, error: '`timeouts` must be null or { idleSeconds, sessionSeconds }' };
    } else if (key === 'flags') {
      const flags = parseFlags(value, 'flags');
      if (!flags.ok) return flags;
      patch.flags = flags.value;
    } else if (key === 'rbac') {
      const rbac = parseRbac(value);
      if (!rbac.ok) return rbac;
      patch.rbac = rbac.value;
    } else {
      return { ok: false, error: `Unknown persona field "${key}"` };
    }
  }
  return { ok: true, value: patch };
}

const DEMO_NAME = /^demo[._-]/i;

/**
 * customisePersona, plus one convenience: the console recognises a demo account by its user name
 * (contract §4), so `demo: true/false` also makes the user name match, unless the patch names the user.
 */
export function applyPersonaPatch(persona: Persona, patch: PersonaPatch): Persona {
  const next = customisePersona(persona, patch);
  if (patch.userName === undefined && patch.demo !== undefined) {
    if (patch.demo && !DEMO_NAME.test(next.userName)) next.userName = `demo.${next.userName}`;
    if (!patch.demo && DEMO_NAME.test(next.userName)) next.userName = next.userName.replace(DEMO_NAME, '') || 'analyst';
  }
  return next;
}
