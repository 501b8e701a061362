import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { optObject, optText } from '../client/schema.ts';
import { shellKeys } from './keys.ts';

const whiteLabelPath = (partnerId: string) => `/public/asm/api/whitelabel/v1/${encodeURIComponent(partnerId)}`;

/** Spec 000 §3 "partner white-label response: data.email"; a missing email only hides the support address. */
export const partnerWhiteLabelSchema = z.pipe(
  z.looseObject({ data: optObject({ email: optText }) }),
  z.transform((v) => ({ email: v.data?.email ?? undefined })),
);
export type PartnerWhiteLabel = z.output<typeof partnerWhiteLabelSchema>;

export function getPartnerWhiteLabel(partnerId: string): Promise<PartnerWhiteLabel> {
  return request({ path: whiteLabelPath(partnerId), query: { withemail: true }, schema: partnerWhiteLabelSchema });
}

export const partnerWhiteLabelQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: shellKeys.whiteLabel(partnerId), queryFn: () => getPartnerWhiteLabel(partnerId), staleTime: Infinity });
