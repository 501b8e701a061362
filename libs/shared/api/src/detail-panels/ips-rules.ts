// Intrusion-prevention rules popup of the endpoint panel: resolves the record's ips_resource_ids.
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { entriesOf, optText } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { recordEnvelope } from './schema-extras.ts';

export const ipsRuleSchema = z.looseObject({ identifier: optText, name: optText });
export type IpsRule = z.output<typeof ipsRuleSchema>;

export const ipsRulesResponseSchema = z.pipe(recordEnvelope(z.looseObject({ items: entriesOf(ipsRuleSchema) })), z.transform((v) => v.items));

export const IPS_RULES_PATH = '/public/aru/api/v1/ips-rule/resources/search';
/** Spec 001 §9: one page of up to 1000 rules, from the start. */
export const IPS_RULES_LIMIT = 1000;

/** Spec 001 §7: filter on resource_id, limit 1000, offset 0, ordered by update_at ascending. */
export function ipsRulesSearchBody(resourceIds: readonly string[]) {
  return { filter: { resource_id: [...resourceIds] }, limit: IPS_RULES_LIMIT, offset: 0, order_by: 'update_at asc' };
}

export function searchIpsRules(resourceIds: readonly string[], signal?: AbortSignal): Promise<IpsRule[]> {
  return request({
    method: 'POST',
    path: IPS_RULES_PATH,
    query: { dsru_version: 'latest' },
    body: ipsRulesSearchBody(resourceIds),
    schema: ipsRulesResponseSchema,
    signal,
  });
}

export const ipsRulesQueryOptions = (resourceIds: readonly string[]) =>
  detailPanelQuery(detailPanelKeys.ipsRules(resourceIds), (signal) => searchIpsRules(resourceIds, signal), { enabled: resourceIds.length > 0 });
