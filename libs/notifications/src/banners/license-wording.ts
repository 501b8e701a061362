import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { BANNER_STATUS_KINDS, type BannerStatus, type LicenseBanner } from '@soc/api';
import type { BannerAction, BannerItem, BannerType } from './banner-item.ts';

/** The three wordings of spec 000 §4.3: more than one day left, one day left, none left. */
export type DayVariant = 'days' | 'oneDay' | 'today' | 'unknown';

/** More days than any license runs (a century): a count beyond it is not a count, and gets the unknown wording. */
const MOST_DAYS_LEFT = 36_500;

/**
 * Whole days left, never negative: a fraction counts as a day started ("expires tomorrow" rather
 * than "in 0.4 days"), and a negative count (the server's clock ahead of ours) reads as today.
 */
export function daysLeft(days: number | undefined): number | undefined {
  if (days === undefined || !Number.isFinite(days) || days > MOST_DAYS_LEFT) return undefined;
  return Math.max(0, Math.ceil(days));
}

export function dayVariant(days: number | undefined): DayVariant {
  const left = daysLeft(days);
  if (left === undefined) return 'unknown';
  return left === 0 ? 'today' : left === 1 ? 'oneDay' : 'days';
}

/** Spec 000 §3: status 1 warning, 2 error, 3 info. */
export function bannerType(status: BannerStatus): BannerType {
  return BANNER_STATUS_KINDS[status];
}

/** The pids the console words itself; any other pid is a product id. */
type NamedLicense = 'last_essential' | 'advanced_trial' | 'complimentary_credit' | 'paid_credit';

/**
 * License banner titles by whole days left. One whole sentence per pid so translators see it in full;
 * day 0 is worded "expires today" for every pid (the server still counts the day as usable).
 */
const LICENSE_TITLES: Record<NamedLicense, (left: number) => MessageDescriptor> = {
  last_essential: (left) => msg({ id: 'BANNER.LAST_ESSENTIAL', message: plural(left, { 0: 'Your Essential Access license expires today.', 1: 'Your Essential Access license expires tomorrow.', other: 'Your Essential Access license expires in # days.' }) }),
  advanced_trial: (left) => msg({ id: 'BANNER.ADVANCED_TRIAL', message: plural(left, { 0: 'Your Advanced trial ends today.', 1: 'Your Advanced trial ends tomorrow.', other: 'Your Advanced trial ends in # days.' }) }),
  complimentary_credit: (left) => msg({ id: 'BANNER.COMPLIMENTARY_CREDIT', message: plural(left, { 0: 'Your complimentary credits expire today.', 1: 'Your complimentary credits expire tomorrow.', other: 'Your complimentary credits expire in # days.' }) }),
  paid_credit: (left) => msg({ id: 'BANNER.PAID_CREDIT', message: plural(left, { 0: 'Your paid credits expire today.', 1: 'Your paid credits expire tomorrow.', other: 'Your paid credits expire in # days.' }) }),
};

/** What a title without a day count calls the license. */
const LICENSE_LABELS: Record<NamedLicense, MessageDescriptor> = {
  last_essential: msg({ id: 'BANNER.LABEL_LAST_ESSENTIAL', message: 'Essential Access license' }),
  advanced_trial: msg({ id: 'BANNER.LABEL_ADVANCED_TRIAL', message: 'Advanced trial' }),
  complimentary_credit: msg({ id: 'BANNER.LABEL_COMPLIMENTARY_CREDIT', message: 'complimentary credits' }),
  paid_credit: msg({ id: 'BANNER.LABEL_PAID_CREDIT', message: 'paid credits' }),
};

// Own keys only: a pid such as "constructor" is a product id, not an inherited property.
const isNamedLicense = (pid: string): pid is NamedLicense => Object.hasOwn(LICENSE_TITLES, pid);

/** The title of a license banner: the named license's sentence, else the product id's. */
export function licenseBannerTitle({ pid, days }: Pick<LicenseBanner, 'pid' | 'days'>, i18n: I18n): string {
  const left = daysLeft(days);
  if (left === undefined) {
    return i18n._(msg({ id: 'BANNER.LICENSE_NO_DAYS', message: `Check the status of your ${productLabel(pid, i18n)}.` }));
  }
  if (isNamedLicense(pid)) return i18n._(LICENSE_TITLES[pid](left));
  // Any other pid is a product id: named as the server sends it (the console has no product names).
  const product = pid;
  return i18n._(
    msg({
      id: 'BANNER.PRODUCT_LICENSE',
      message: plural(left, { 0: `Your ${product} license expires today.`, 1: `Your ${product} license expires tomorrow.`, other: `Your ${product} license expires in # days.` }),
    }),
  );
}

function productLabel(pid: string, i18n: I18n): string {
  if (isNamedLicense(pid)) return i18n._(LICENSE_LABELS[pid]);
  const product = pid;
  return i18n._(msg({ id: 'BANNER.LABEL_PRODUCT', message: `${product} license` }));
}

/** What the status means for the analyst; info banners need no second line. */
function licenseBannerDescription(status: BannerStatus, i18n: I18n): string | undefined {
  switch (bannerType(status)) {
    case 'error':
      return i18n._(msg({ id: 'BANNER.ERROR_DESCRIPTION', message: 'Features that depend on it stop working when it expires. Renew it to keep them.' }));
    case 'warning':
      return i18n._(msg({ id: 'BANNER.WARNING_DESCRIPTION', message: 'Renew it in time to avoid an interruption.' }));
    case 'info':
      return undefined;
  }
}

/**
 * A license banner as the carousel shows it. The server's own fields lead where it sends them (spec 001
 * §3: `title`, `dismiss_btn`, `btn`); otherwise the console decides (spec 000 §4.3 says only "some can be
 * closed, some dismissed"):
 * - every banner can be closed for this page view;
 * - warnings can also be dismissed (the server stops sending them);
 * - an expired or expiring license (error) cannot be silenced for good;
 * - info banners carry the button that hides them permanently.
 */
export function licenseBannerItem(banner: LicenseBanner, i18n: I18n): BannerItem {
  const type = bannerType(banner.status);
  const hides = type === 'info' && (banner.hasButton ?? true);
  const action: BannerAction | undefined = hides ? { label: i18n._(msg({ id: 'BANNER.HIDE_PERMANENTLY', message: "Don't show again" })) } : undefined;
  return {
    id: banner.pid,
    type,
    title: banner.title ?? licenseBannerTitle(banner, i18n),
    description: licenseBannerDescription(banner.status, i18n),
    dismissible: banner.dismissible ?? type === 'warning',
    closable: true,
    action,
  };
}

/** Id of the identity-provider notice: not a pid (a colon never is), closed locally, never posted. */
const IDP_NOTICE_ID = 'notice:idp';

/**
 * `idp` of `GET notification` is not described by the specification, so it is read tolerantly: `true`,
 * a non-empty string, an object with `show` 1/true, or a non-empty object without `show` ask for the
 * notice; null, false, `{}` and `{ show: false }` do not.
 */
export function wantsIdpNotice(idp: unknown): boolean {
  if (idp === true) return true;
  if (typeof idp === 'string') return idp.trim() !== '';
  if (idp && typeof idp === 'object' && !Array.isArray(idp)) {
    const show = (idp as Record<string, unknown>)['show'];
    return show === undefined ? Object.keys(idp).length > 0 : show === true || show === 1;
  }
  return false;
}

/** The identity-provider notice: a warning that can be closed for this page view. */
export function idpBannerItem(i18n: I18n, action?: BannerAction): BannerItem {
  return {
    id: IDP_NOTICE_ID,
    type: 'warning',
    // The notice's details are not specified: say only what is known.
    title: i18n._(msg({ id: 'BANNER.IDP_TITLE', message: 'Your identity provider settings need attention.' })),
    dismissible: false,
    closable: true,
    action,
  };
}
