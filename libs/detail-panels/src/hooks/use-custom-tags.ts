import { customTagsQueryOptions, type CustomTag } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/** The custom tags of one asset (spec 001 §2.5 Tags, §7: `assetIDs` by POST, `assetType=1`). None reads as notFound. */
export function useCustomTags(assetId: string): PanelState<CustomTag[]> {
  const ids = useMemo(() => (assetId ? [assetId] : []), [assetId]);
  const query = useQuery(customTagsQueryOptions(ids));
  if (ids.length === 0) return { status: 'notFound' };
  return toPanelState(query, { statusOf: (tags) => (tags.length > 0 ? 'done' : 'notFound') });
}
