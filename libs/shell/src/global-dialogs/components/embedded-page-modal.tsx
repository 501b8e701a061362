import { Alert, Box, Code, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMBEDDED_PAGE_SANDBOX } from '../model/same-origin.ts';
import { GENERIC_MODAL_DEFAULT_SIZE, type EmbeddedPage } from '../model/global-dialogs-state.ts';
import { FramedPage } from '../../components/framed-page.tsx';
import { GlobalDialogFrame } from './global-dialog-frame.tsx';

export interface EmbeddedPageModalProps {
  open: boolean;
  onClose: () => void;
  /** The page to frame; a refused (not same-origin) address shows a message instead. */
  page: EmbeddedPage | undefined;
  title?: string;
  /** Dialog width in px (default 832). */
  width?: number;
  /** Frame height in px (default 512). */
  height?: number;
}

/** A refused address: said plainly, with the address as the caller gave it. */
export function RefusedPage({ requested }: { requested: string }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans id="DIALOG.EMBED_REFUSED_TITLE">This page cannot be opened here</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>
              <Trans id="DIALOG.EMBED_REFUSED_DESCRIPTION">Only pages of this console can be shown in a console dialog.</Trans>
            </Text>
            <Code wordBreak="break-all" whiteSpace="normal">{requested}</Code>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The generic modal of `toggleModal` (spec 002 §2.1): a console page in an iframe, 832 × 512 by default. */
export function EmbeddedPageModal({ open, onClose, page, title, width = GENERIC_MODAL_DEFAULT_SIZE.width, height = GENERIC_MODAL_DEFAULT_SIZE.height }: EmbeddedPageModalProps) {
  const { t } = useLingui();
  const name = title ?? t({ id: 'DIALOG.EMBEDDED_PAGE', message: 'Embedded page' });
  return (
    <GlobalDialogFrame
      open={open}
      onClose={onClose}
      title={name}
      width={width}
      bodyProps={{ p: page?.status === 'allowed' ? '0' : undefined }}
      dismissLabel={page?.status === 'refused' ? <Trans id="COMMON.CLOSE">Close</Trans> : undefined}
    >
      {page?.status === 'allowed' ? (
        <Box height={`${height}px`} maxH="calc(100dvh - 10rem)" display="flex">
          <FramedPage src={page.src} title={name} sandbox={EMBEDDED_PAGE_SANDBOX} referrerPolicy="same-origin" h="full" onEscape={onClose} />
        </Box>
      ) : page?.status === 'refused' ? (
        <RefusedPage requested={page.requested} />
      ) : null}
    </GlobalDialogFrame>
  );
}
