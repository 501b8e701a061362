import type { SandboxObjectType } from '@soc/api';
import { useSandbox } from '../../hooks/use-sandbox.ts';
import { sandboxSubmitHref } from './sandbox-links.ts';
import { SandboxView } from './sandbox-view.tsx';

export interface SandboxSectionProps {
  objectType: SandboxObjectType;
  /** The file's sha1, or the URL itself (sent as its base64 identifier). */
  id: string;
  /** The panel's search_type (3 file, 4 URL): picks the notFound extra (spec 001 §4); defaults from objectType. */
  searchType?: number;
}

/** The sandbox analysis tab of the file and URL panels. */
export function SandboxSection({ objectType, id, searchType }: SandboxSectionProps) {
  const kind: SandboxObjectType = searchType === 3 ? 'file' : searchType === 4 ? 'url' : objectType;
  const state = useSandbox(objectType, id);
  return <SandboxView state={state} objectType={kind} submitHref={kind === 'url' ? sandboxSubmitHref(id) : undefined} />;
}
