// One hook for the URL, domain and IP panels (spec 001 §2.7–2.9): they read the same record shape
// from three calls. The IP panel of a private address (§5) never opens: the drawer refuses the event.
import { useQuery } from '@tanstack/react-query';
import { domainQueryOptions, ipQueryOptions, urlQueryOptions, type ObjectRecord } from '@soc/api';
import { useGate } from '@soc/rbac';
import { toPanelState, type PanelState } from '../../../model/panel-state.ts';

export type ObjectKind = 'url' | 'domain' | 'ip';

// The three options differ only in their key's literal; one type lets a single useQuery take any.
type RecordQueryOptions = ReturnType<typeof urlQueryOptions>;
const optionsFor = (kind: ObjectKind, id: string): RecordQueryOptions =>
  (kind === 'url' ? urlQueryOptions(id) : kind === 'domain' ? domainQueryOptions(id) : ipQueryOptions(id)) as RecordQueryOptions;

/** `id` is the object itself: the URL (unencoded; the fetcher sends it as unpadded base64), the domain or the IP. */
export function useObjectRecord(kind: ObjectKind, id: string): PanelState<ObjectRecord> {
  const query = useQuery({ ...optionsFor(kind, id), enabled: id.trim() !== '' });
  if (id.trim() === '') return { status: 'notFound' };
  return toPanelState(query);
}

export interface ObjectPanelModel {
  record: PanelState<ObjectRecord>;
  /** Threat-intelligence tabs are hidden in the UAE and GOV_US regions (spec 001 §6). */
  showThreatIntel: boolean;
}

/** What an object panel needs: the record and whether the intelligence tab is offered. */
export function useObjectPanel(kind: ObjectKind, id: string): ObjectPanelModel {
  const record = useObjectRecord(kind, id);
  const showThreatIntel = useGate('threatIntelligence');
  return { record, showThreatIntel };
}
