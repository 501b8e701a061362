import { Box, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DialogFrame } from '@soc/ui';
import { Fragment } from 'react';
import type { ShortcutPlatform } from '../model/shortcut-keys.ts';
import { KEY_LABELS, SHORTCUT_GROUPS, type KeyChord, type KeyName } from '../model/shortcuts.ts';

/** Wide enough for the key column and a one-line action at the body size. */
const SHORTCUT_SHEET_WIDTH = 640;

export interface ShortcutSheetProps {
  open: boolean;
  onClose: () => void;
  /** ⌘ on macOS, Ctrl elsewhere. */
  platform: ShortcutPlatform;
}

function Key({ name, platform }: { name: KeyName; platform: ShortcutPlatform }) {
  const { i18n, t } = useLingui();
  const label =
    name === 'mod'
      ? platform === 'mac'
        ? { symbol: '⌘', name: t({ id: 'SHORTCUTS.KEY.COMMAND', message: 'Command' }) }
        : { symbol: 'Ctrl', name: undefined }
      : { symbol: KEY_LABELS[name].symbol, name: KEY_LABELS[name].name ? i18n._(KEY_LABELS[name].name) : undefined };
  return (
    <Box as="kbd" fontFamily="inherit" fontSize="xs" minW="6" textAlign="center" px="1.5" py="0.5" rounded="sm" borderWidth="1px" borderBottomWidth="2px" borderColor="border" bg="bg.subtle" color="fg">
      {label.name ? (
        <>
          <span aria-hidden="true">{label.symbol}</span>
          <VisuallyHidden>{label.name}</VisuallyHidden>
        </>
      ) : (
        label.symbol
      )}
    </Box>
  );
}

function Chords({ chords, platform }: { chords: readonly KeyChord[]; platform: ShortcutPlatform }) {
  return (
    <HStack gap="1" flexWrap="wrap">
      {chords.map((chord, i) => (
        <Fragment key={chord.join('+')}>
          {i > 0 && <Text as="span" color="fg.muted" fontSize="xs">/</Text>}
          <HStack as="span" gap="0.5">
            {chord.map((key, k) => (
              <Fragment key={key}>
                {k > 0 && <Text as="span" fontSize="xs" color="fg.muted">+</Text>}
                <Key name={key} platform={platform} />
              </Fragment>
            ))}
          </HStack>
        </Fragment>
      ))}
    </HStack>
  );
}

/**
 * The shortcut sheet (issue 13): every keyboard shortcut of the console, by where it works, in a
 * dialog that "?" opens. Esc or the × closes it and focus returns to where it was.
 */
export function ShortcutSheet({ open, onClose, platform }: ShortcutSheetProps) {
  const { i18n } = useLingui();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      size={SHORTCUT_SHEET_WIDTH}
      scrollBehavior="inside"
      title={<Trans id="SHORTCUTS.TITLE">Keyboard shortcuts</Trans>}
      description={<Trans id="SHORTCUTS.DESCRIPTION">Shortcuts never act while you type in a text field, except Ctrl+K (⌘K on a Mac), which types nothing.</Trans>}
      testId="shortcut-sheet"
      // The list may scroll inside the dialog: the body takes the focus first, so the arrow keys scroll it.
      bodyProps={{ tabIndex: 0, _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' } }}
    >
      <Stack gap="5" mt="4">
        {SHORTCUT_GROUPS.map((group) => (
          <Table.Root key={group.id} size="sm" variant="line" data-group={group.id}>
            <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="sm" color="fg" mt="0" mb="1">
              {i18n._(group.title)}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="40%">
                  <Trans id="SHORTCUTS.COLUMN_KEYS">Keys</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans id="SHORTCUTS.COLUMN_ACTION">Action</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {group.shortcuts.map((shortcut) => (
                <Table.Row key={shortcut.action.id}>
                  <Table.Cell>
                    <Chords chords={shortcut.chords} platform={platform} />
                  </Table.Cell>
                  <Table.Cell>{i18n._(shortcut.action)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ))}
      </Stack>
    </DialogFrame>
  );
}
