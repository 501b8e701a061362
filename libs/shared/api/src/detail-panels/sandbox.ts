// Sandbox analysis tab of the file and URL panels (spec 001 §2.6, §2.7, §4).
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { flag01, listOf, optText } from '../client/schema.ts';
import { analysisStatus, pollWhileProcessing } from './analysis-status.ts';
import { detailPanelKeys, detailPanelQuery, type SandboxObjectType } from './keys.ts';
import { optTimestamp, recordEnvelope } from './schema-extras.ts';
import { encodeUrlId } from './url-id.ts';

export const SANDBOX_RISK_LEVELS = ['high', 'medium', 'low', 'noRisk', 'notAnalyzed', 'unknown'] as const;
export type SandboxRiskLevel = (typeof SANDBOX_RISK_LEVELS)[number];

const riskLevel = z.pipe(
  z.optional(z.unknown()),
  z.transform((v): SandboxRiskLevel => {
    if (typeof v !== 'string') return 'unknown';
    const wanted = v.trim().toLowerCase();
    return SANDBOX_RISK_LEVELS.find((level) => level.toLowerCase() === wanted) ?? 'unknown';
  }),
);

/** Behaviour weight: 0 unrated, 1 low, 2 medium, 3 high; anything else reads as unrated. */
export type BehaviorWeight = 0 | 1 | 2 | 3;
const weight = z.pipe(
  z.optional(z.unknown()),
  z.transform((v): BehaviorWeight => {
    const n = typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v;
    return n === 1 || n === 2 || n === 3 ? n : 0;
  }),
);

export const sandboxResultSchema = z.looseObject({
  status: analysisStatus,
  riskLevel,
  description: optText,
  analysisCompletionDateTime: optTimestamp,
  suspiciousBehaviorList: listOf(z.looseObject({ behavior: optText, weight })),
  sha1: optText,
  /** 1 when the user may submit the object (spec 001 §6). */
  submitToSandbox: flag01,
});
export type SandboxResult = z.output<typeof sandboxResultSchema>;

export const SANDBOX_PATH = '/public/ssb/api/v3/analysisViolation';

/**
 * `id` is the sha1 for files and the URL itself for URLs (sent as its base64 identifier). `lang` is
 * "lang from the stored language" (spec 001 §7) as the console reads it: the caller passes the language
 * the tab shows, which it took from the stored one, so the analysis text comes in the language around it
 * (a stored `ja_JP` is sent as `ja`; a language saved since in another tab waits for this tab's reload).
 */
export function getSandboxResult(objectType: SandboxObjectType, id: string, lang: string, signal?: AbortSignal): Promise<SandboxResult> {
  const searchId = objectType === 'url' ? encodeUrlId(id) : id;
  return request({
    method: 'POST',
    path: SANDBOX_PATH,
    body: { objectType, searchId, lang },
    schema: recordEnvelope(sandboxResultSchema),
    signal,
  });
}

/** "processing" is the server's answer, not a pending request: it is polled until it changes. */
export const sandboxQueryOptions = (objectType: SandboxObjectType, id: string, lang: string) =>
  detailPanelQuery(detailPanelKeys.sandbox(objectType, id, lang), (signal) => getSandboxResult(objectType, id, lang, signal), { refetchInterval: (query) => pollWhileProcessing(query.state) });
