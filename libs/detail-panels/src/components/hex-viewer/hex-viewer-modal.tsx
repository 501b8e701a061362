import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HexLine } from '@soc/api';
import { LAYERS } from '@soc/ui';
import { BinaryIcon } from 'lucide-react';
import { useState } from 'react';
import { useFileContent } from '../../hooks/use-file-content.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelNoData, PanelStateView } from '../panel-state/panel-state.tsx';
import { HexDump } from './hex-dump.tsx';

export interface HexViewerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: PanelState<HexLine[]>;
  /** The file's name, shown under the title. */
  fileName?: string;
  animated?: boolean;
}

/** The file-content hex viewer (spec 001 §2.6): a modal above the drawer, at layer 1002. */
export function HexViewerDialog({ open, onOpenChange, state, fileName, animated }: HexViewerDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop zIndex={LAYERS.panelModal} />
        <Dialog.Positioner zIndex={LAYERS.panelModal}>
          <Dialog.Content zIndex={LAYERS.panelModal}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="0.5" pe="12">
              <Dialog.Title textStyle="md">
                <Trans id="DETAIL.HEX_VIEWER_TITLE">File content</Trans>
              </Dialog.Title>
              {fileName ? (
                <Dialog.Description textStyle="xs" color="fg.muted" wordBreak="break-all">
                  {fileName}
                </Dialog.Description>
              ) : null}
            </Dialog.Header>
            <Dialog.Body>
              <PanelStateView state={state} animated={animated}>
                {(lines) => (lines.length > 0 ? <HexDump lines={lines} maxHeight="60vh" /> : <PanelNoData />)}
              </PanelStateView>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'DETAIL.HEX_VIEWER_CLOSE', message: 'Close file content' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface HexViewerProps {
  fileName?: string;
}

/** A "View file content" button and its hex viewer; the content is asked for when the viewer opens. */
export function HexViewer({ fileName }: HexViewerProps) {
  const [open, setOpen] = useState(false);
  const state = useFileContent(open);
  return (
    <>
      <Button type="button" size="xs" variant="outline" onClick={() => setOpen(true)}>
        <BinaryIcon aria-hidden="true" />
        <Trans id="DETAIL.HEX_VIEWER_OPEN">View file content</Trans>
      </Button>
      <HexViewerDialog open={open} onOpenChange={setOpen} state={state} fileName={fileName} />
    </>
  );
}
