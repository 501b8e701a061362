import { fileContentQueryOptions, type HexLine } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/** The hex viewer's sample content (spec 001 §7: GET /mock/other/filecontent.json), asked when the viewer opens. */
export function useFileContent(enabled = true): PanelState<HexLine[]> {
  return toPanelState(useQuery({ ...fileContentQueryOptions(), enabled }));
}
