import { buildFeatureTree, featureState, groupState } from './exchange-features.ts';

const states = (tree: ReturnType<typeof buildFeatureTree>) => Object.fromEntries(tree.map((g) => [g.id, g.state]));
const keys = (tree: ReturnType<typeof buildFeatureTree>, id: string) => tree.find((g) => g.id === id)?.features.map((f) => f.key);

describe('featureState / groupState (spec 001 §4)', () => {
  it('reads enabled and disabled case-insensitively; anything else is other', () => {
    expect(featureState('Enabled')).toBe('enabled');
    expect(featureState(' disabled ')).toBe('disabled');
    expect(featureState('pending')).toBe('other');
  });

  it.each([
    [['enabled', 'enabled'], 'enabled'],
    [['enabled', 'other'], 'enabled'],
    [['disabled', 'disabled'], 'disabled'],
    [['disabled'], 'disabled'],
    [['enabled', 'disabled'], 'partial'],
    [['other', 'disabled'], 'partial'],
  ] as const)('children %j → %s', (children, expected) => {
    expect(groupState(children.map((state) => ({ state })))).toBe(expected);
  });
});

describe('buildFeatureTree (spec 001 §4)', () => {
  it('groups features and computes each group: enabled when no child is disabled, disabled when all are, partial otherwise', () => {
    const tree = buildFeatureTree({
      safeAttachments: 'enabled',
      safeAttachmentsForSharePoint: 'enabled',
      safeLinks: 'enabled',
      safeLinksForTeams: 'disabled',
      antiPhishing: 'disabled',
      impersonationProtection: 'disabled',
      spoofIntelligence: 'disabled',
    });
    expect(states(tree)).toEqual({ attachments: 'enabled', links: 'partial', phishing: 'disabled' });
  });

  it('hides features the server gave as empty, and a group left without children', () => {
    const tree = buildFeatureTree({ safeLinks: 'enabled', safeLinksForTeams: '', safeAttachments: '  ', zeroHourAutoPurge: '' });
    expect(keys(tree, 'links')).toEqual(['safeLinks']);
    expect(tree.map((g) => g.id)).toEqual(['links']);
  });

  it('shows the malicious-URL va children only when vaURLs is enabled or disabled', () => {
    const base = { maliciousUrls: 'enabled', vaURLsClickThrough: 'disabled' };
    expect(keys(buildFeatureTree({ ...base, vaURLs: 'enabled' }), 'maliciousUrls')).toEqual(['maliciousUrls', 'vaURLs', 'vaURLsClickThrough']);
    expect(keys(buildFeatureTree({ ...base, vaURLs: 'disabled' }), 'maliciousUrls')).toEqual(['maliciousUrls', 'vaURLs', 'vaURLsClickThrough']);
    expect(keys(buildFeatureTree({ ...base, vaURLs: '' }), 'maliciousUrls')).toEqual(['maliciousUrls']);
    expect(keys(buildFeatureTree({ ...base, vaURLs: 'pending' }), 'maliciousUrls')).toEqual(['maliciousUrls']);
    expect(keys(buildFeatureTree(base), 'maliciousUrls')).toEqual(['maliciousUrls']);
    // The hidden va child no longer counts: the group is enabled, not partial.
    expect(states(buildFeatureTree({ ...base, vaURLs: '' })).maliciousUrls).toBe('enabled');
  });

  it('keeps features it does not know in "other", in table order for known ones', () => {
    const tree = buildFeatureTree({ safeAttachmentsForSharePoint: 'enabled', newFeature: 'disabled', safeAttachments: 'disabled' });
    expect(keys(tree, 'attachments')).toEqual(['safeAttachments', 'safeAttachmentsForSharePoint']);
    expect(keys(tree, 'other')).toEqual(['newFeature']);
    expect(states(tree)).toEqual({ attachments: 'partial', other: 'disabled' });
  });

  it('hides only the malicious-URL group\'s va children: an unknown va feature stays in "other"', () => {
    expect(keys(buildFeatureTree({ vaSomethingElse: 'enabled' }), 'other')).toEqual(['vaSomethingElse']);
  });

  it('is empty for no features', () => {
    expect(buildFeatureTree({})).toEqual([]);
  });
});
