import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { optObject, optText } from '../client/schema.ts';
import { shellKeys } from './keys.ts';

const whiteLabelPath = (partnerId: string) => `/public/asm/api/whitelabel/v1/${encodeURIComponent(partnerId)}`;

/**
 * One mailbox as a `mailto:` link may carry it: no spaces, no second address, no `?cc=`/`&body=` the
 * partner did not mean, and no longer than an address can be (RFC 5321: 254).
 */
const MAILBOX = /^[^\s@?&#,;:/<>"]{1,64}@[^\s@?&#,;:/<>"]{1,253}$/;
const MAILBOX_MAX_LENGTH = 254;

/**
 * Spec 000 §3 "partner white-label response: data.email". A missing email, or one that is not a single
 * address, only hides the support address.
 */
export const partnerWhiteLabelSchema = z.pipe(
  z.looseObject({ data: optObject({ email: optText }) }),
  z.transform((v) => {
    const email = v.data?.email?.trim();
    return { email: email && email.length <= MAILBOX_MAX_LENGTH && MAILBOX.test(email) ? email : undefined };
  }),
);
export type PartnerWhiteLabel = z.output<typeof partnerWhiteLabelSchema>;

export function getPartnerWhiteLabel(partnerId: string): Promise<PartnerWhiteLabel> {
  return request({ path: whiteLabelPath(partnerId), query: { withemail: true }, schema: partnerWhiteLabelSchema });
}

export const partnerWhiteLabelQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: shellKeys.whiteLabel(partnerId), queryFn: () => getPartnerWhiteLabel(partnerId), staleTime: Infinity });
