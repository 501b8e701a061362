// The endpoint panel's popups (spec 001 §2.5): a button that opens a modal above the drawer
// (layer 1002) holding one list. Focus returns to the button when it closes.
import { Box, Button, Table } from '@chakra-ui/react';
import { ValueOrDash } from '@soc/ui';
import { useState, type ReactNode } from 'react';
import { PanelModal } from '../panel-modal/panel-modal.tsx';

export interface PopupDialogProps {
  /** The button's text, e.g. "View 3 engines". */
  buttonLabel: ReactNode;
  title: ReactNode;
  /** The content; a function so it (and its calls) render only while open. */
  children: (open: boolean) => ReactNode;
  disabled?: boolean;
}

export function PopupDialog({ buttonLabel, title, children, disabled = false }: PopupDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <PanelModal
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={
        // A long label (Japanese, a phone) wraps inside the value column instead of pushing the panel wider.
        <Button type="button" size="xs" variant="outline" disabled={disabled} maxW="full" h="auto" minH="8" py="1.5" whiteSpace="normal" textAlign="start">
          {buttonLabel}
        </Button>
      }
      title={title}
    >
      {/* A long list scrolls inside the body; the frame then makes the body a tab stop. */}
      {children(open)}
    </PanelModal>
  );
}

export interface SimpleTableProps {
  caption: ReactNode;
  columns: readonly ReactNode[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}

/**
 * A small table with a dash in every empty cell. Words stay whole (`overflow-wrap`, which leaves the
 * table's narrowest width alone, not `word-break`, which let it cut "Compliant" mid-word on a phone);
 * a Japanese header wraps between phrases (準拠していない⏎サブ機能), not inside a word (ステータ⏎ス);
 * a table wider than the panel scrolls sideways.
 */
export function SimpleTable({ caption, columns, rows }: SimpleTableProps) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="line">
        <Table.Caption captionSide="top" textAlign="start" textStyle="xs" color="fg.muted" mb="1">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={index} wordBreak="auto-phrase">{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, rowIndex) => (
            <Table.Row key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <Table.Cell key={cellIndex} overflowWrap="break-word" verticalAlign="top">
                  <ValueOrDash value={cell} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
