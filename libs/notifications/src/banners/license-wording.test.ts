import { i18n } from '@soc/i18n';
import type { BannerStatus } from '@soc/api';
import { sortBanners, type BannerType } from './banner-item.ts';
import { bannerType, dayVariant, daysLeft, idpBannerItem, licenseBannerItem, licenseBannerTitle, wantsIdpNotice } from './license-wording.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('sortBanners (spec 001 §1: error, warning, info)', () => {
  it('puts errors first, then warnings, then info, keeping the server order within a type', () => {
    const types: BannerType[] = ['info', 'warning', 'error', 'info', 'error', 'warning'];
    const sorted = sortBanners(types.map((type, i) => ({ type, id: `${type}-${i}` })));
    expect(sorted.map((b) => b.id)).toEqual(['error-2', 'error-4', 'warning-1', 'warning-5', 'info-0', 'info-3']);
  });
});

describe('day variants (spec 000 §4.3: more than 1, 1, 0)', () => {
  it.each([
    [5, 'days'],
    [2, 'days'],
    [1, 'oneDay'],
    [0.4, 'oneDay'],
    [0, 'today'],
    [-3, 'today'],
    [undefined, 'unknown'],
    [Number.NaN, 'unknown'],
    [36_500, 'days'],
    [36_501, 'unknown'],
    [1e21, 'unknown'],
  ] as const)('%s days → %s', (days, variant) => {
    expect(dayVariant(days)).toBe(variant);
  });
  it('counts a started day as a whole one and never goes below zero', () => {
    expect(daysLeft(4.2)).toBe(5);
    expect(daysLeft(-1)).toBe(0);
  });
});

describe('license banner wording per pid', () => {
  const cases: Array<[string, [string, string, string]]> = [
    ['last_essential', ['Your Essential Access license expires in 5 days.', 'Your Essential Access license expires tomorrow.', 'Your Essential Access license expires today.']],
    ['advanced_trial', ['Your Advanced trial ends in 5 days.', 'Your Advanced trial ends tomorrow.', 'Your Advanced trial ends today.']],
    ['complimentary_credit', ['Your complimentary credits expire in 5 days.', 'Your complimentary credits expire tomorrow.', 'Your complimentary credits expire today.']],
    ['paid_credit', ['Your paid credits expire in 5 days.', 'Your paid credits expire tomorrow.', 'Your paid credits expire today.']],
    ['endpoint_security', ['Your endpoint_security license expires in 5 days.', 'Your endpoint_security license expires tomorrow.', 'Your endpoint_security license expires today.']],
  ];
  it.each(cases)('%s: 5 days, 1 day, 0 days', (pid, [five, one, zero]) => {
    expect(licenseBannerTitle({ pid, days: 5 }, i18n)).toBe(five);
    expect(licenseBannerTitle({ pid, days: 1 }, i18n)).toBe(one);
    expect(licenseBannerTitle({ pid, days: 0 }, i18n)).toBe(zero);
  });
  it('says "in 2 days" in the plural and words a missing day count without a number', () => {
    expect(licenseBannerTitle({ pid: 'paid_credit', days: 2 }, i18n)).toBe('Your paid credits expire in 2 days.');
    expect(licenseBannerTitle({ pid: 'advanced_trial', days: undefined }, i18n)).toBe('Check the status of your Advanced trial.');
    expect(licenseBannerTitle({ pid: 'network_security', days: undefined }, i18n)).toBe('Check the status of your network_security license.');
  });
  it('words a pid that is also an object property name as a product id', () => {
    expect(licenseBannerTitle({ pid: 'constructor', days: 2 }, i18n)).toBe('Your constructor license expires in 2 days.');
    expect(licenseBannerTitle({ pid: 'toString', days: undefined }, i18n)).toBe('Check the status of your toString license.');
  });
});

describe('license banner items (statuses 1 warning, 2 error, 3 info)', () => {
  const item = (status: BannerStatus) => licenseBannerItem({ pid: 'advanced_trial', status, days: 5 }, i18n);
  it('maps the status to the banner type', () => {
    expect([1, 2, 3].map((s) => bannerType(s as BannerStatus))).toEqual(['warning', 'error', 'info']);
    expect(item(1)).toMatchObject({ id: 'advanced_trial', type: 'warning', title: 'Your Advanced trial ends in 5 days.' });
  });
  it('lets every banner be closed; warnings dismissed; errors not silenced for good', () => {
    expect(item(1)).toMatchObject({ closable: true, dismissible: true, action: undefined });
    expect(item(2)).toMatchObject({ closable: true, dismissible: false, action: undefined });
    expect(item(2).description).toMatch(/stop working/);
  });
  it('gives info banners the button that hides them permanently', () => {
    expect(item(3)).toMatchObject({ type: 'info', dismissible: false, action: { label: "Don't show again" } });
    expect(item(3).description).toBeUndefined();
  });
  it("follows the server's own title, dismiss_btn and btn where it sends them (spec 001 §3)", () => {
    expect(licenseBannerItem({ pid: 'p', status: 2, days: 1, title: 'Server title', dismissible: true }, i18n)).toMatchObject({ title: 'Server title', dismissible: true });
    expect(licenseBannerItem({ pid: 'p', status: 1, days: 1, dismissible: false }, i18n)).toMatchObject({ dismissible: false });
    expect(licenseBannerItem({ pid: 'p', status: 3, days: 1, hasButton: false }, i18n).action).toBeUndefined();
    expect(licenseBannerItem({ pid: 'p', status: 3, days: 1, hasButton: true }, i18n).action).toEqual({ label: "Don't show again" });
  });
});

describe('identity-provider notice', () => {
  it.each([
    [true, true],
    ['certificate', true],
    [{ show: true }, true],
    [{ show: 1 }, true],
    [{ message: 'x' }, true],
    [{ show: false }, false],
    [{}, false],
    [null, false],
    [undefined, false],
    [false, false],
    ['', false],
    [[1], false],
  ])('%j → %s', (idp, shown) => {
    expect(wantsIdpNotice(idp)).toBe(shown);
  });
  it('is a closable warning that is never posted', () => {
    expect(idpBannerItem(i18n)).toMatchObject({ id: 'notice:idp', type: 'warning', closable: true, dismissible: false });
  });
});
