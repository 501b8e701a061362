import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, optBool, optNumber, optObject, optText } from '../client/schema.ts';
import { notificationKeys } from './keys.ts';

/** Spec 000 §3/§4.3: banner status 1 warning, 2 error, 3 info. */
export type BannerStatus = 1 | 2 | 3;
export const BANNER_STATUS_KINDS = { 1: 'warning', 2: 'error', 3: 'info' } as const satisfies Record<BannerStatus, string>;

const licenseItemSchema = z.looseObject({ pid: optText, status: optNumber, days: optNumber });

export interface LicenseBanner {
  pid: string;
  status: BannerStatus;
  /** Wording differs for > 1, 1 and 0 days (spec 000 §4.3). */
  days: number | undefined;
}

const isBannerStatus = (value: number | null | undefined): value is BannerStatus => value === 1 || value === 2 || value === 3;

/**
 * Spec 000 §7 `GET notification`. A banner without a pid or with an unknown status cannot be worded
 * or dismissed, so it is dropped rather than failing the others. `idp` and `promotion` are not
 * described by the specification and are passed through unread.
 */
export const bannerNotificationSchema = z.pipe(
  z.looseObject({
    license: z.catch(z.nullish(z.array(licenseItemSchema)), []),
    idp: z.optional(z.unknown()),
    promotion: z.optional(z.unknown()),
    modal: optObject({ isKickingAction: optBool }),
  }),
  z.transform((v) => ({
    license: (v.license ?? []).flatMap((item): LicenseBanner[] =>
      item.pid && isBannerStatus(item.status) ? [{ pid: item.pid, status: item.status, days: item.days ?? undefined }] : [],
    ),
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
