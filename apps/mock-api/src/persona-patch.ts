// Validates the `patch` of POST /__mock/persona into a PersonaPatch from @soc/mocks.
import { z } from 'zod';
import { FEATURE_FLAGS, REGIONS, USER_TYPES, VIEWS, customisePersona, type FeatureFlag, type Persona, type PersonaPatch } from '@soc/mocks';
import type { ParseResult } from './faults.ts';
import { isRecord } from './http-util.ts';

type Path = readonly PropertyKey[];
/** `rbac.asd.view`: where an issue is, as the error messages name it. */
const at = (path: Path = []) => path.map(String).join('.');

/** 0/1, or a boolean (handy from HTML checkboxes), as 0/1. */
const bit = (message: (path: Path) => string) =>
  z.literal([0, 1, true, false], { error: (issue) => message(issue.path ?? []) }).transform((value): 0 | 1 => (value === true ? 1 : value === false ? 0 : value));

/** The first unknown key of a strict object (zod lists them in the input's order). */
const unknownKey = (issue: z.core.$ZodRawIssue): string | undefined => (issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined);

// A strict object rather than a record: a record would drop a `__proto__` key instead of refusing it.
const flagBit = bit((path) => `Feature flag "${String(path.at(-1))}" must be 0 or 1`).exactOptional();
const flagsSchema = z.strictObject(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, flagBit])) as Record<FeatureFlag, typeof flagBit>, {
  error: (issue) => {
    const key = unknownKey(issue);
    return key === undefined ? `\`${at(issue.path)}\` must be an object of feature flags` : `Unknown feature flag "${key}" (known: ${FEATURE_FLAGS.join(', ')})`;
  },
});

const rbacBit = bit((path) => `${at(path)} must be 0 or 1`);
/** Missing members of an rbac group are 1 (unknown ones are dropped, as z.object does). */
const member = rbacBit.default(1);
const group = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: (issue) => `${at(issue.path)} must be an object` }).exactOptional();

// exactOptional: a key may be missing, but a key given as `undefined` is refused, as before.
const rbacSchema = z.strictObject(
  {
    console: rbacBit.exactOptional(),
    company: rbacBit.exactOptional(),
    account: rbacBit.exactOptional(),
    // linkToCAS is optional in a persona (absent: no CAS links), so it is kept when given and never added.
    license: group({ viewLicense: member, linkToCAS: rbacBit.exactOptional() }),
    productConnector: group({ view: member }),
    roleManagement: group({ viewRoles: member }),
    accountManagement: group({ viewAccountsAndApiKey: member }),
    singleSignOn: group({ view: member }),
    apiKey: group({ view: member }),
    asd: group({ view: member, assets: member }),
    dataPolicy: group({ view_data_lineage: member }),
    flagsState: flagsSchema.exactOptional(),
  },
  { error: (issue) => (unknownKey(issue) === undefined ? '`rbac` must be an object' : `Unknown rbac member "${unknownKey(issue)}"`) },
);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `\`${at(issue.path)}\` must be one of ${values.join(', ')}` }).exactOptional();
const yesNo = z.boolean({ error: (issue) => `\`${at(issue.path)}\` must be true or false` }).exactOptional();
const textError = (issue: { path?: Path }) => `\`${at(issue.path)}\` must be a non-empty string`;
const text = z.string({ error: textError }).min(1, { error: textError }).exactOptional();
const TIMEOUTS_ERROR = '`timeouts` must be null or { idleSeconds, sessionSeconds }';
const seconds = z.number({ error: TIMEOUTS_ERROR }).min(0, { error: TIMEOUTS_ERROR });

const personaPatchSchema = z.strictObject(
  {
    view: oneOf(VIEWS),
    userType: oneOf(USER_TYPES),
    region: oneOf(REGIONS),
    isFoundation: yesNo,
    isMigrated: yesNo,
    demo: yesNo,
    showMSPTermsPopup: yesNo,
    showUpgradeToFoundationBanner: yesNo,
    userName: text,
    email: text,
    companyName: text,
    partnerId: text,
    timeouts: z.object({ idleSeconds: seconds, sessionSeconds: seconds }, { error: TIMEOUTS_ERROR }).nullable().exactOptional(),
    flags: flagsSchema.exactOptional(),
    rbac: rbacSchema.exactOptional(),
  },
  { error: (issue) => (unknownKey(issue) === undefined ? '`patch` must be an object' : `Unknown persona field "${unknownKey(issue)}"`) },
);

/**
 * The issue to answer with (the API reports one): the first bad key in the body's own order within the
 * patch, `rbac` and flag objects, as the parser before zod did; zod lists issues in schema order with
 * unknown keys last. An rbac group's members keep zod's order, which is their fixed order.
 */
function firstIssue(issues: readonly z.core.$ZodIssue[], input: unknown): z.core.$ZodIssue | undefined {
  const position = (issue: z.core.$ZodIssue): number[] => {
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    const ranks: number[] = [];
    let node = input;
    for (const key of path) {
      const inGroup = ranks.length === 2 && path[0] === 'rbac' && path[1] !== 'flagsState';
      ranks.push(inGroup || !isRecord(node) ? 0 : Object.keys(node).indexOf(String(key)));
      node = isRecord(node) ? node[String(key)] : undefined;
    }
    return ranks;
  };
  const before = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? -1) !== (b[i] ?? -1)) return (a[i] ?? -1) < (b[i] ?? -1);
    return false;
  };
  return issues.reduce<z.core.$ZodIssue | undefined>((best, issue) => (best && !before(position(issue), position(best)) ? best : issue), undefined);
}

export function parsePersonaPatch(input: unknown): ParseResult<PersonaPatch> {
  if (input === undefined || input === null) return { ok: true, value: {} };
  const result = personaPatchSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: firstIssue(result.error.issues, input)?.message ?? '`patch` is not valid' };
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
