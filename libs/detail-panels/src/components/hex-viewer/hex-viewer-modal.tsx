import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HexLine } from '@soc/api';
import { BinaryIcon } from 'lucide-react';
import { useState } from 'react';
import { useFileContent } from '../../hooks/use-file-content.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelNoData, PanelStateView } from '../panel-state/panel-state.tsx';
import { HexDump } from './hex-dump.tsx';
import { PanelModal } from '../panel-modal/panel-modal.tsx';

interface HexViewerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: PanelState<HexLine[]>;
  /** The file's name, shown under the title. */
  fileName?: string;
  animated?: boolean;
}

/** The file-content hex viewer (spec 001 §2.6): a modal above the drawer, at layer 1002. */
function HexViewerDialog({ open, onOpenChange, state, fileName, animated }: HexViewerDialogProps) {
  const { t } = useLingui();
  return (
    <PanelModal
      open={open}
      onClose={() => onOpenChange(false)}
      title={<Trans id="DETAIL.HEX_VIEWER_TITLE">File content</Trans>}
      subtitle={fileName || undefined}
      closeLabel={t({ id: 'DETAIL.HEX_VIEWER_CLOSE', message: 'Close file content' })}
      // Its content arrives after it opens: the focus starts on Close, whether the answer came first or not.
      initialFocusEl="closeButton"
    >
      <PanelStateView state={state} animated={animated}>
        {(lines) => (lines.length > 0 ? <HexDump lines={lines} maxHeight="60vh" /> : <PanelNoData />)}
      </PanelStateView>
    </PanelModal>
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
