import { Button, CloseButton, Dialog, Portal, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailDetail } from '@soc/api';
import { LAYERS, ValueOrDash } from '@soc/ui';
import { ListIcon } from 'lucide-react';

type WantedHeader = EmailDetail['mailWantedHeaders'][number];

export interface WantedHeadersDialogProps {
  headers: readonly WantedHeader[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The wanted headers of the message as name and value (spec 001 §2.2): a modal above the drawer (layer 1002). */
export function WantedHeadersDialog({ headers, open, onOpenChange }: WantedHeadersDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop zIndex={LAYERS.panelModal} />
        <Dialog.Positioner zIndex={LAYERS.panelModal}>
          <Dialog.Content zIndex={LAYERS.panelModal}>
            <Dialog.Header pe="12">
              <Dialog.Title textStyle="md">
                <Trans id="DETAIL.EMAIL_HEADERS_TITLE">Email headers</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm" variant="line" tableLayout="fixed">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="35%">{t({ id: 'DETAIL.EMAIL_HEADER_NAME', message: 'Name' })}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t({ id: 'DETAIL.EMAIL_HEADER_VALUE', message: 'Value' })}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {headers.map((header, index) => (
                    <Table.Row key={index}>
                      <Table.Cell fontFamily="mono" textStyle="xs" wordBreak="break-all" verticalAlign="top">
                        <ValueOrDash value={header.mailWantedHeaderName} />
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" textStyle="xs" wordBreak="break-all" verticalAlign="top">
                        <ValueOrDash value={header.mailWantedHeaderValue} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton
                size="sm"
                aria-label={t({
                  id: 'DETAIL.EMAIL_HEADERS_CLOSE',
                  message: 'Close email headers',
                })}
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface WantedHeadersButtonProps {
  count: number;
  onOpen: () => void;
}

export function WantedHeadersButton({ count, onOpen }: WantedHeadersButtonProps) {
  return (
    <Button type="button" size="xs" variant="outline" onClick={onOpen} aria-haspopup="dialog">
      <ListIcon aria-hidden="true" />
      <Trans id="DETAIL.EMAIL_HEADERS_OPEN">View headers ({count})</Trans>
    </Button>
  );
}
