/**
 * Spec 000 §9 / spec 002 §9: where generative-AI requests are processed. A console in the US,
 * Japan or Australia is processed in the US; in Europe, India or Singapore, in the EU.
 */
export const GENAI_PROCESSING_REGIONS = [
  { region: 'US', processedIn: 'US' },
  { region: 'JP', processedIn: 'US' },
  { region: 'AU', processedIn: 'US' },
  { region: 'EU', processedIn: 'EU' },
  { region: 'IN', processedIn: 'EU' },
  { region: 'SG', processedIn: 'EU' },
] as const;

export type GenAiRegion = (typeof GENAI_PROCESSING_REGIONS)[number]['region'];
export type GenAiProcessingRegion = (typeof GENAI_PROCESSING_REGIONS)[number]['processedIn'];

/** Spec 002 §2.5, §6: the companion's button goes to remote support. */
export const COMPANION_REMOTE_PATH = '/admin/remote';
