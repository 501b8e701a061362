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
 * How soon a first "processing" answer is asked again. The specification shows a spinner but no
 * interval; 10 s keeps an analyst informed without hammering the sandbox.
 */
export const ANALYSIS_POLL_MS = 10_000;
/** The longest wait between two asks: an analysis that runs for many minutes is asked once a minute. */
export const ANALYSIS_POLL_MAX_MS = 60_000;

/** The wait after the n-th answer (1-based) that still says "processing": 10, 20, 40, then 60 s. */
export const analysisPollDelay = (answers: number): number =>
  Math.min(ANALYSIS_POLL_MS * 2 ** Math.max(0, answers - 1), ANALYSIS_POLL_MAX_MS);

/** TanStack Query's refetchInterval for an analysis call: ask again, backing off, while it is processing. */
export const pollWhileProcessing = (state: {
  data: { status: AnalysisStatus } | undefined;
  dataUpdateCount: number;
}): number | false => (state.data?.status === 'processing' ? analysisPollDelay(state.dataUpdateCount) : false);
