import { useLineage } from '../../hooks/use-lineage.ts';
import { LineageView } from './lineage-view.tsx';

/** Sensitive Data Information: the lineage of the given edges. Render only when `edgeIds` is non-empty. */
export function LineageSection({ edgeIds }: { edgeIds: readonly string[] }) {
  const lineage = useLineage(edgeIds);
  return <LineageView nodes={lineage.nodes} entries={lineage.entries} />;
}
