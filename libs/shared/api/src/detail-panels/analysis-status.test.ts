import { describe, expect, it } from 'vitest';
import { analysisPollDelay, ANALYSIS_POLL_MAX_MS, ANALYSIS_POLL_MS, pollWhileProcessing } from './analysis-status.ts';

describe('asking a processing analysis again', () => {
  it('backs off from 10 s to once a minute', () => {
    expect([1, 2, 3, 4, 5, 50].map(analysisPollDelay)).toEqual([
      ANALYSIS_POLL_MS,
      2 * ANALYSIS_POLL_MS,
      4 * ANALYSIS_POLL_MS,
      ANALYSIS_POLL_MAX_MS,
      ANALYSIS_POLL_MAX_MS,
      ANALYSIS_POLL_MAX_MS,
    ]);
    expect(analysisPollDelay(0)).toBe(ANALYSIS_POLL_MS);
  });

  it('asks again only while the answer says processing', () => {
    expect(pollWhileProcessing({ data: { status: 'processing' }, dataUpdateCount: 2 })).toBe(20_000);
    expect(pollWhileProcessing({ data: { status: 'done' }, dataUpdateCount: 2 })).toBe(false);
    expect(pollWhileProcessing({ data: { status: 'notFound' }, dataUpdateCount: 1 })).toBe(false);
    expect(pollWhileProcessing({ data: undefined, dataUpdateCount: 0 })).toBe(false);
  });
});
