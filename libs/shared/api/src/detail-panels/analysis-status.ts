// The status both sandbox calls report. A status the console does not know reads as notFound
// (spec 001 §4: an unusable answer shows the no-data message).
import { z } from 'zod/mini';

export const ANALYSIS_STATUSES = ['done', 'processing', 'notFound'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const analysisStatus = z.pipe(
  z.optional(z.unknown()),
  z.transform((v): AnalysisStatus => {
    if (typeof v !== 'string') return 'notFound';
    const wanted = v.trim().toLowerCase();
    return ANALYSIS_STATUSES.find((s) => s.toLowerCase() === wanted) ?? 'notFound';
  }),
);

/**
 * How often a "processing" answer is asked again. The specification shows a spinner but no
 * interval; 10 s keeps an analyst informed without hammering the sandbox.
 */
export const ANALYSIS_POLL_MS = 10_000;

export const pollWhileProcessing = (data: { status: AnalysisStatus } | undefined): number | false =>
  data?.status === 'processing' ? ANALYSIS_POLL_MS : false;
