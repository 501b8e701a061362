import type { CapabilityQuery } from '@soc/api';
import { useCapability } from '../../hooks/use-capability.ts';
import { CapabilityView, type CapabilityContentProps } from './capability-view.tsx';

export interface CapabilitySectionProps {
  /** `{ queryType: 'sha1', sha1 }` for the file tab; the process panel passes its process query. */
  query: CapabilityQuery;
  /** Which parts to show (default hex, download and MITRE techniques). */
  parts?: CapabilityContentProps['parts'];
}

/** The file-capability tab (spec 001 §2.6), reusable by the process panel (§2.15). */
export function CapabilitySection({ query, parts }: CapabilitySectionProps) {
  const state = useCapability(query);
  return <CapabilityView state={state} parts={parts} />;
}
