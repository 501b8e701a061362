import { Trans, useLingui } from '@lingui/react/macro';
import type { ObjectGroupItem } from '@soc/events';
import { LineageSection } from '../lineage/lineage-section.tsx';
import { PanelModal } from '../panel-modal/panel-modal.tsx';

export interface LineageDialogProps {
  /** The file whose lineage is shown; closed when undefined. */
  item: ObjectGroupItem | undefined;
  onClose: () => void;
}

/** "Check data lineage" (spec 001 §2.16): the lineage nodes and entries of the file's edge, above the drawer. */
export function LineageDialog({ item, onClose }: LineageDialogProps) {
  const { t } = useLingui();
  const edgeIds = item?.edgeId ? [item.edgeId] : [];
  return (
    <PanelModal
      open={item !== undefined}
      onClose={onClose}
      title={<Trans id="OBJECT_GROUP.LINEAGE_TITLE">Data lineage</Trans>}
      subtitle={item?.fileName || undefined}
      closeLabel={t({ id: 'OBJECT_GROUP.LINEAGE_CLOSE', message: 'Close data lineage' })}
      // Its content arrives after it opens: the focus starts on Close, whether the answer came first or not.
      initialFocusEl="closeButton"
    >
      {edgeIds.length > 0 ? (
        <LineageSection edgeIds={edgeIds} />
      ) : (
        <Trans id="OBJECT_GROUP.LINEAGE_NO_EDGE">This file has no edge ID: there is no lineage to show.</Trans>
      )}
    </PanelModal>
  );
}
