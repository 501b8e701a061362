import {
  DEFAULT_UPGRADE_PREFIX,
  FEATURE_MODAL_NAME,
  isInternalTestSite,
  isSuppressedToday,
  localDateKey,
  promotionPrefix,
  readNoUpgradeBanner,
  storeNoUpgradeBanner,
  suppressForToday,
  timezoneLinkPath,
  UPGRADE_TEXT_SWITCH_DATE,
  usesOlderUpgradeText,
} from './upgrade-rules.ts';

// The lib's tests run with TZ=UTC, so local and UTC days agree here.
const at = (iso: string) => new Date(iso).getTime();

describe('older upgrade text until 2025-03-01 (spec 000 §4.4, date chosen by us)', () => {
  it('switches at the start of the local day', () => {
    expect(UPGRADE_TEXT_SWITCH_DATE).toBe('2025-03-01');
    expect(usesOlderUpgradeText(at('2025-01-10T12:00:00Z'))).toBe(true);
    expect(usesOlderUpgradeText(at('2025-02-28T23:59:59Z'))).toBe(true);
    expect(usesOlderUpgradeText(at('2025-03-01T00:00:00Z'))).toBe(false);
    expect(usesOlderUpgradeText(at('2026-11-20T09:30:00Z'))).toBe(false);
  });
});

describe('never show today (contract §5 neverShowToday:<name> = local YYYY-MM-DD)', () => {
  it('writes the local day and suppresses only for the rest of that day', () => {
    const now = at('2026-11-20T09:30:00Z');
    expect(localDateKey(now)).toBe('2026-11-20');
    expect(isSuppressedToday(FEATURE_MODAL_NAME, now, localStorage)).toBe(false);
    suppressForToday(FEATURE_MODAL_NAME, now, localStorage);
    expect(localStorage.getItem('neverShowToday:featureModal')).toBe('2026-11-20');
    expect(isSuppressedToday(FEATURE_MODAL_NAME, at('2026-11-20T23:59:59Z'), localStorage)).toBe(true);
    expect(isSuppressedToday(FEATURE_MODAL_NAME, at('2026-11-21T00:00:00Z'), localStorage)).toBe(false);
  });
  it('pads months and days', () => {
    expect(localDateKey(at('2025-03-04T05:06:07Z'))).toBe('2025-03-04');
  });
  it('survives storage that throws', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); } };
    expect(() => suppressForToday(FEATURE_MODAL_NAME, 0, broken)).not.toThrow();
    expect(isSuppressedToday(FEATURE_MODAL_NAME, 0, broken)).toBe(false);
    expect(readNoUpgradeBanner(broken)).toBe(false);
  });
});

describe('internal test site (our pattern: a host label starting stg- / stg. / int- / int.)', () => {
  it.each([
    ['stg-console.example.com', true],
    ['console.stg-eu.example.com', true],
    ['console.int.example.com', true],
    ['int-jp.console.example.com', true],
    ['console.example.com', false],
    ['integration.example.com', false],
    ['mystg.example.com', false],
    ['localhost', false],
  ])('%s → %s', (host, internal) => {
    expect(isInternalTestSite(host)).toBe(internal);
  });
});

describe('noUpgradeBanner in this browser', () => {
  it('is stored and read back', () => {
    expect(readNoUpgradeBanner(localStorage)).toBe(false);
    storeNoUpgradeBanner(localStorage);
    expect(localStorage.getItem('noUpgradeBanner')).toBe('true');
    expect(readNoUpgradeBanner(localStorage)).toBe(true);
    localStorage.setItem('noUpgradeBanner', 'false');
    expect(readNoUpgradeBanner(localStorage)).toBe(false);
  });
  it('posts the promotion prefix when the server names one, else the foundation one', () => {
    expect(promotionPrefix({ prefix: 'foundation-v2', show: true })).toBe('foundation-v2');
    expect(promotionPrefix(null)).toBe(DEFAULT_UPGRADE_PREFIX);
    expect(promotionPrefix({ prefix: ' ' })).toBe(DEFAULT_UPGRADE_PREFIX);
  });
});

describe('links and windows', () => {
  it('leads to the time-zone settings only with the console permission (spec 000 §6)', () => {
    expect(timezoneLinkPath(true)).toBe('/admin/timezone');
    expect(timezoneLinkPath(false)).toBe('/users/403');
  });
});
