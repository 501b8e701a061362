import { request } from '../client/request.ts';
import { anyBody } from '../client/schema.ts';

const CREDIT_PROMOTION_PATH = '/ui/bc/company/api/v3.0/voucher/checkCreditPromotionQualified';

/**
 * Spec 000 §7: the result is "not shown", so it is returned unparsed. The HTTP policy leaves this
 * call's errors alone (§8), so the caller decides what a failure means.
 */
export function getCreditPromotionQualified(): Promise<unknown> {
  return request({ path: CREDIT_PROMOTION_PATH, schema: anyBody });
}
