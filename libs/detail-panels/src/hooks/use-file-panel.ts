import { fileQueryOptions, type FileRecord } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/** The file record (spec 001 §2.6). An unknown file (HTTP 404) is notFound; other failures keep their error. */
export function useFilePanel(sha1: string): PanelState<FileRecord> {
  return toPanelState(useQuery(fileQueryOptions(sha1)));
}
