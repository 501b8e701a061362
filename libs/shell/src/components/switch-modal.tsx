import { Box, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepOpenForOwnFrames } from '@soc/ui';
import { SWITCH_PAGES, type SwitchKind } from '../model/switch-messages.ts';
import { FramedPage } from './framed-page.tsx';

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
 * Switch company / switch SAML group in a full-screen modal (spec 000 §4.6). The embedded page
 * belongs to the identity module; it reports its result by window message (`useSwitchFlow`).
 */
export function SwitchModal({ kind, onClose, finalFocusEl, pageUrl }: SwitchModalProps) {
  const { t } = useLingui();
  const title =
    kind === 'switchSamlGroup'
      ? t({ id: 'SHELL.SWITCH_SAML_GROUP_TITLE', message: 'Switch SAML group' })
      : t({ id: 'SHELL.SWITCH_COMPANY_TITLE', message: 'Switch company' });
  return (
    <Dialog.Root onInteractOutside={keepOpenForOwnFrames} open={kind !== null} onOpenChange={(details) => !details.open && onClose()} size="full" lazyMount unmountOnExit finalFocusEl={finalFocusEl}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" borderColor="border" py="3">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body p="0" display="flex">
              {kind && (
                <FramedPage src={pageUrl ?? SWITCH_PAGES[kind]} title={title} minH="0" onEscape={onClose} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'COMMON.CLOSE', message: 'Close' })} />
            </Dialog.CloseTrigger>
            <Box srOnly>
              <Trans id="SHELL.SWITCH_HINT">Choose in the page below; the console follows your choice.</Trans>
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
