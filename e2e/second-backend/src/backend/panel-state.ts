// The panel area's part of the tenant state (TenantState.panel): what its specs may change.

/** The analysis states of spec 001 §3 (sandbox result, file capability result). */
export type AnalysisStatus = 'done' | 'processing' | 'notFound';

export interface PanelState {
  /** analysisViolation per objectType: the status it reports. (Flat: a test's patch merges one level deep.) */
  sandboxFile: AnalysisStatus;
  sandboxUrl: AnalysisStatus;
  /** `submitToSandbox` of the analysisViolation answer (spec 001 §6). */
  submitToSandbox: 0 | 1;
  /** artifact/analysisResults: the file-capability tab (queryType sha1) and the process panel (queryType process). */
  capabilityFile: AnalysisStatus;
  capabilityProcess: AnalysisStatus;
  /** How many mailboxes the long email lists (spec 001 §2.2: more than 10 fold). */
  longEmailMailboxes: number;
  /** The threat insight's description (HTML from the server). */
  insightDescription: string;
  /** The endpoint record's parts a spec may vary (spec 001 §2.5, §9): proxy IP count, ring, connectivity. */
  endpointProxyIps: number;
  endpointRing: number | null;
  endpointConnectivity: string | null;
}

export function initialPanelState(): PanelState {
  return {
    sandboxFile: 'done',
    sandboxUrl: 'done',
    submitToSandbox: 1,
    capabilityFile: 'done',
    capabilityProcess: 'done',
    longEmailMailboxes: 13,
    insightDescription:
      '<p><strong>Kurofune Loader</strong> is a first-stage loader seen in freight-sector phishing since 2026-09.</p><ul><li>Delivered as macro workbooks</li><li>Fetches a second stage over HTTPS</li></ul>',
    endpointProxyIps: 2,
    endpointRing: 2,
    endpointConnectivity: 'connected',
  };
}
