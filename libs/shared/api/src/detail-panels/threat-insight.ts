// Threat insight panel (spec 001 §2.14).
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { listOf, optText } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { namedRef, recordEnvelope } from './schema-extras.ts';

export const threatInsightSchema = z.looseObject({
  objectType: optText,
  /** Server HTML, untrusted: it must be sanitised before it is rendered. */
  description: optText,
  emergingThreats: listOf(namedRef),
  threatActors: listOf(namedRef),
});
export type ThreatInsight = z.output<typeof threatInsightSchema>;

export const THREAT_INSIGHT_PATH = '/ui/atl/campaign/api/v2/maltool/';

export function getThreatInsight(name: string, type?: string, signal?: AbortSignal): Promise<ThreatInsight> {
  return request({ path: THREAT_INSIGHT_PATH, query: { name, type: type || undefined }, schema: recordEnvelope(threatInsightSchema), record: true, signal });
}

export const threatInsightQueryOptions = (name: string, type?: string) =>
  detailPanelQuery(detailPanelKeys.threatInsight(name, type), (signal) => getThreatInsight(name, type, signal));
