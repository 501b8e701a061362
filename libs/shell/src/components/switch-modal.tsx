import { Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SWITCH_PAGES, type SwitchKind } from '../model/switch-messages.ts';
import { FramedPage } from './framed-page.tsx';
import { FullScreenDialog } from './full-screen-dialog.tsx';

export interface SwitchModalProps {
  /** The switch to show; `null` closes the modal. */
  kind: SwitchKind | null;
  onClose: () => void;
  /** Where focus returns on close (the menu trigger the switch was chosen from). */
  finalFocusEl?: () => HTMLElement | null;
  /** Overrides the embedded page (stories show a blank frame instead of the identity module's page). */
  pageUrl?: string;
}

/**
 * Switch company / switch SAML group in a full-screen modal (spec 000 §4.6), on the layer of every
 * other dialog. The embedded page belongs to the identity module; it reports its result by window
 * message (`useSwitchFlow`).
 */
export function SwitchModal({ kind, onClose, finalFocusEl, pageUrl }: SwitchModalProps) {
  const { t } = useLingui();
  const title =
    kind === 'switchSamlGroup'
      ? t({ id: 'SHELL.SWITCH_SAML_GROUP_TITLE', message: 'Switch SAML group' })
      : t({ id: 'SHELL.SWITCH_COMPANY_TITLE', message: 'Switch company' });
  return (
    <FullScreenDialog open={kind !== null} onClose={onClose} title={title} layer="dialog" finalFocusEl={finalFocusEl}>
      {kind && <FramedPage src={pageUrl ?? SWITCH_PAGES[kind]} title={title} minH="0" onEscape={onClose} />}
      <Box srOnly>
        <Trans id="SHELL.SWITCH_HINT">Choose in the page below; the console follows your choice.</Trans>
      </Box>
    </FullScreenDialog>
  );
}
