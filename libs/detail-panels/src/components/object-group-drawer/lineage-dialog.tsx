import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ObjectGroupItem } from '@soc/events';
import { LAYERS } from '@soc/ui';
import { LineageSection } from '../lineage/lineage-section.tsx';

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
    <Dialog.Root
      open={item !== undefined}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop zIndex={LAYERS.panelModal} />
        <Dialog.Positioner zIndex={LAYERS.panelModal}>
          <Dialog.Content zIndex={LAYERS.panelModal}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="0.5" pe="12">
              <Dialog.Title textStyle="md">
                <Trans id="OBJECT_GROUP.LINEAGE_TITLE">Data lineage</Trans>
              </Dialog.Title>
              {item?.fileName ? (
                <Dialog.Description textStyle="xs" color="fg.muted" wordBreak="break-all">
                  {item.fileName}
                </Dialog.Description>
              ) : null}
            </Dialog.Header>
            <Dialog.Body>
              {edgeIds.length > 0 ? (
                <LineageSection edgeIds={edgeIds} />
              ) : (
                <Trans id="OBJECT_GROUP.LINEAGE_NO_EDGE">This file has no edge ID: there is no lineage to show.</Trans>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton
                size="sm"
                aria-label={t({
                  id: 'OBJECT_GROUP.LINEAGE_CLOSE',
                  message: 'Close data lineage',
                })}
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
