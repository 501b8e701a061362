import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, labelText, listOf, optBool, optNumber, optObject, optText } from '../client/schema.ts';
import { notificationKeys } from './keys.ts';

/** Spec 000 §3/§4.3: banner status 1 warning, 2 error, 3 info. */
export type BannerStatus = 1 | 2 | 3;
export const BANNER_STATUS_KINDS = { 1: 'warning', 2: 'error', 3: 'info' } as const satisfies Record<BannerStatus, string>;

/**
 * A license item as spec 000 §3 names it (pid, status, days) and as spec 001 §3 names a banner item
 * (type, title, pid, dismiss_btn, btn, flagResolve): either may come, so both are read.
 */
const licenseItemSchema = z.looseObject({
  // Capped like every label the frame shows: the banner words a product's pid as it is sent (no real
  // pid comes near the cap, so the dismissal's pid is the same).
  pid: labelText,
  status: optNumber,
  type: optText,
  days: optNumber,
  title: labelText,
  dismiss_btn: optBool,
  btn: z.optional(z.unknown()),
});

export interface LicenseBanner {
  pid: string;
  status: BannerStatus;
  /** Wording differs for > 1, 1 and 0 days (spec 000 §4.3). */
  days: number | undefined;
  /** The server's own title (spec 001 §3), shown instead of the console's wording when present. */
  title?: string;
  /** `dismiss_btn` (spec 001 §3): whether the banner may be dismissed; absent, the console decides by type. */
  dismissible?: boolean;
  /** Whether the item carries a button (`btn`, spec 001 §3): info banners with one hide permanently (§4). */
  hasButton?: boolean;
}

const isBannerStatus = (value: number | null | undefined): value is BannerStatus => value === 1 || value === 2 || value === 3;
const STATUS_OF_TYPE: Record<string, BannerStatus> = { warning: 1, error: 2, info: 3 };

/** The item's status: its own, else the one its `type` names. */
function statusOf(item: { status?: number | null; type?: string | null }): BannerStatus | undefined {
  if (isBannerStatus(item.status)) return item.status;
  return item.type ? STATUS_OF_TYPE[item.type.trim().toLowerCase()] : undefined;
}

function licenseBanner(item: z.output<typeof licenseItemSchema>): LicenseBanner[] {
  const status = statusOf(item);
  if (!item.pid || status === undefined) return [];
  return [
    {
      pid: item.pid,
      status,
      days: item.days ?? undefined,
      ...(item.title ? { title: item.title } : {}),
      ...(typeof item.dismiss_btn === 'boolean' ? { dismissible: item.dismiss_btn } : {}),
      ...(item.btn !== undefined ? { hasButton: item.btn !== null && item.btn !== false && item.btn !== 0 && item.btn !== '' } : {}),
    },
  ];
}

/**
 * Spec 000 §7 `GET notification`. A banner without a pid or with an unknown status cannot be worded
 * or dismissed, so it is dropped rather than failing the others, and so is an unreadable item (a null,
 * a string). `idp` and `promotion` are not described by the specification and are passed through unread.
 */
export const bannerNotificationSchema = z.pipe(
  z.looseObject({
    license: listOf(licenseItemSchema),
    idp: z.optional(z.unknown()),
    promotion: z.optional(z.unknown()),
    modal: optObject({ isKickingAction: optBool }),
  }),
  z.transform((v) => ({
    license: v.license.flatMap(licenseBanner),
    idp: v.idp,
    promotion: v.promotion,
    modal: { isKickingAction: v.modal?.isKickingAction ?? false },
  })),
);
export type BannerNotification = z.output<typeof bannerNotificationSchema>;

export function getBannerNotification(): Promise<BannerNotification> {
  return request({ path: v3('notification'), schema: dataOrSelf(bannerNotificationSchema) });
}

export const bannerNotificationQueryOptions = () => queryOptions({ queryKey: notificationKeys.banners(), queryFn: getBannerNotification });
