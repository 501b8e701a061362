// The email-security policy feature tree of the user account panel (spec 001 §4 "Exchange
// features tree"). Pure: the rules are tested row by row.
//
// - A feature the server gave as empty is hidden.
// - The malicious-URL group hides its `va…` children unless the `vaURLs` feature is enabled or disabled.
// - A group is enabled when no (shown) child is disabled, disabled when all are, partial otherwise.
//   A group with no child left to show is hidden.
//
// The specification names the groups' rules but not which feature belongs to which group; the
// table below groups the features the server sends by what they protect. Features it does not know
// land in "Other features", so nothing the server reports is dropped.

export type FeatureState = 'enabled' | 'disabled' | 'other';
export type GroupState = 'enabled' | 'disabled' | 'partial';

const FEATURE_GROUPS = [
  { id: 'attachments', features: ['safeAttachments', 'safeAttachmentsForSharePoint'] },
  { id: 'links', features: ['safeLinks', 'safeLinksForTeams'] },
  { id: 'phishing', features: ['antiPhishing', 'impersonationProtection', 'spoofIntelligence'] },
  { id: 'maliciousUrls', features: ['maliciousUrls', 'vaURLs', 'vaURLsClickThrough'] },
  { id: 'other', features: [] },
] as const;
export type FeatureGroupId = (typeof FEATURE_GROUPS)[number]['id'];

export interface FeatureNode {
  key: string;
  /** The server's value as sent (trimmed). */
  value: string;
  state: FeatureState;
}

export interface FeatureGroupNode {
  id: FeatureGroupId;
  state: GroupState;
  features: FeatureNode[];
}

const MALICIOUS_URL_GROUP: FeatureGroupId = 'maliciousUrls';
const VA_SWITCH = 'vaURLs';

export function featureState(value: string): FeatureState {
  const text = value.trim().toLowerCase();
  return text === 'enabled' ? 'enabled' : text === 'disabled' ? 'disabled' : 'other';
}

export function groupState(features: readonly Pick<FeatureNode, 'state'>[]): GroupState {
  const disabled = features.filter((feature) => feature.state === 'disabled').length;
  if (disabled === 0) return 'enabled';
  if (disabled === features.length) return 'disabled';
  return 'partial';
}

const isVaChild = (key: string) => /^va/i.test(key);

/** The groups to show, in table order, each with its shown features and its state. */
export function buildFeatureTree(atpFeatures: Readonly<Record<string, string | null | undefined>>): FeatureGroupNode[] {
  const known = new Map<string, FeatureGroupId>();
  for (const group of FEATURE_GROUPS) for (const key of group.features) known.set(key, group.id);
  const vaState = featureState(atpFeatures[VA_SWITCH] ?? '');
  const showVa = vaState === 'enabled' || vaState === 'disabled';

  const byGroup = new Map<FeatureGroupId, FeatureNode[]>();
  for (const [key, raw] of Object.entries(atpFeatures)) {
    const value = (raw ?? '').trim();
    if (!value) continue;
    const group = known.get(key) ?? 'other';
    if (group === MALICIOUS_URL_GROUP && isVaChild(key) && !showVa) continue;
    const list = byGroup.get(group) ?? [];
    list.push({ key, value, state: featureState(value) });
    byGroup.set(group, list);
  }

  const tree: FeatureGroupNode[] = [];
  for (const group of FEATURE_GROUPS) {
    const features = byGroup.get(group.id);
    if (!features || features.length === 0) continue;
    // Known features in table order; unknown ones as the server listed them.
    const order: readonly string[] = group.features;
    if (order.length > 0) features.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
    tree.push({ id: group.id, state: groupState(features), features });
  }
  return tree;
}
