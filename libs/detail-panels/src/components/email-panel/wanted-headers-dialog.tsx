import { Button, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailDetail } from '@soc/api';
import { ValueOrDash } from '@soc/ui';
import { ListIcon } from 'lucide-react';
import { PanelModal } from '../panel-modal/panel-modal.tsx';

type WantedHeader = EmailDetail['mailWantedHeaders'][number];

export interface WantedHeadersDialogProps {
  headers: readonly WantedHeader[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The wanted headers of the message as name and value (spec 001 §2.2): a modal above the drawer (layer 1002). */
export function WantedHeadersDialog({ headers, open, onOpenChange }: WantedHeadersDialogProps) {
  const { t } = useLingui();
  const title = t({ id: 'DETAIL.EMAIL_HEADERS_TITLE', message: 'Email headers' });
  return (
    <PanelModal
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      closeLabel={t({ id: 'DETAIL.EMAIL_HEADERS_CLOSE', message: 'Close email headers' })}
    >
      <Table.Root size="sm" variant="line" tableLayout="fixed">
        {/* Named as every other table (a screen reader's table list); the title above already shows it. */}
        <Table.Caption srOnly>{title}</Table.Caption>
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
    </PanelModal>
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
