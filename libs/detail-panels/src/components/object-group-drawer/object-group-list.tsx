import { chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ObjectGroupItem } from '@soc/events';
import { DetailField, DetailList, EmptyState } from '@soc/ui';
import { EllipsisVerticalIcon } from 'lucide-react';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { isContextMenuKey, type MenuPoint } from '../../hooks/use-object-group-actions.ts';
import { PagedEntries } from '../reveal-more/reveal-more.tsx';

export interface ObjectGroupListProps {
  items: readonly ObjectGroupItem[];
  /** Opens the file's context menu at a point (right-click, the context-menu key, Shift+F10 or its actions button). */
  onOpenMenu: (index: number, item: ObjectGroupItem, point: MenuPoint, from: HTMLElement | null, via?: 'pointer' | 'keyboard') => void;
}

/** A file's focusable entry in the list. */
const FILE_ENTRY = '[role="group"]';

/** Below the element's top-left corner: where a keyboard-opened menu appears. */
const pointBelow = (element: HTMLElement): MenuPoint => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + 16, y: rect.top + Math.min(rect.height, 32) };
};

// Each file's fields, in order; the three identifiers break anywhere (spec 001 §3 "Object group item").
const ITEM_FIELDS: readonly { key: 'fileName' | 'fullUri' | 'fileHash' | 'edgeId'; label: MessageDescriptor; format?: 'hash' }[] = [
  { key: 'fileName', label: msg({ id: 'OBJECT_GROUP.FILE_NAME', message: 'File name' }) },
  { key: 'fullUri', label: msg({ id: 'OBJECT_GROUP.FULL_URI', message: 'Full URI' }), format: 'hash' },
  { key: 'fileHash', label: msg({ id: 'OBJECT_GROUP.FILE_HASH', message: 'File hash' }), format: 'hash' },
  { key: 'edgeId', label: msg({ id: 'OBJECT_GROUP.EDGE_ID', message: 'Edge ID' }), format: 'hash' },
];

/** The sensitive files (spec 001 §2.16, §3 "Object group item"): file name, full URI, file hash, edge id. */
export function ObjectGroupList({ items, onOpenMenu }: ObjectGroupListProps) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  if (items.length === 0) {
    return (
      <EmptyState
        variant="noData"
        title={t({
          id: 'OBJECT_GROUP.EMPTY',
          message: 'No sensitive files in this group',
        })}
        titleAs="h3"
      />
    );
  }
  return (
    <Stack gap="2">
      <Text id={hintId} textStyle="xs" color="fg.muted">
        <Trans id="OBJECT_GROUP.MENU_HINT">Right-click a file, or press Shift+F10 on it, for its actions.</Trans>
      </Text>
      <PagedEntries total={items.length} entrySelector={FILE_ENTRY}>
        {(visibleCount) => (
          <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2" aria-label={t({ id: 'OBJECT_GROUP.FILES', message: 'Sensitive files' })}>
            {items.slice(0, visibleCount).map((item, index) => {
              const name = item.fileName.trim() || t({ id: 'OBJECT_GROUP.UNNAMED', message: 'Unnamed file' });
              const onContextMenu = (event: MouseEvent<HTMLElement>) => {
                event.preventDefault();
                onOpenMenu(index, item, { x: event.clientX, y: event.clientY }, event.currentTarget);
              };
              const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
                if (event.target !== event.currentTarget || !isContextMenuKey(event)) return;
                event.preventDefault();
                onOpenMenu(index, item, pointBelow(event.currentTarget), event.currentTarget, 'keyboard');
              };
              return (
                <chakra.li key={index} minW="0">
                  <chakra.div
                    role="group"
                    tabIndex={0}
                    aria-label={name}
                    aria-describedby={hintId}
                    data-testid="object-group-item"
                    onContextMenu={onContextMenu}
                    onKeyDown={onKeyDown}
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="l2"
                    p="3"
                    minW="0"
                    _hover={{ bg: 'bg.muted' }}
                    _focusVisible={{
                      outline: '2px solid',
                      outlineColor: 'colorPalette.focusRing',
                      outlineOffset: '1px',
                    }}
                  >
                    <HStack align="flex-start" gap="2">
                      <DetailList columns={1}>
                        {ITEM_FIELDS.map(({ key, label, format }) => (
                          <DetailField key={key} label={i18n._(label)} value={item[key]} format={format} />
                        ))}
                      </DetailList>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-haspopup="menu"
                        aria-label={t({
                          id: 'OBJECT_GROUP.ACTIONS_FOR',
                          message: `Actions for ${name}`,
                        })}
                        // detail 0: Enter or Space on the button, not a pointer click.
                        onClick={(event) =>
                          onOpenMenu(index, item, pointBelow(event.currentTarget), event.currentTarget, event.detail === 0 ? 'keyboard' : 'pointer')
                        }
                      >
                        <EllipsisVerticalIcon aria-hidden="true" />
                      </IconButton>
                    </HStack>
                  </chakra.div>
                </chakra.li>
              );
            })}
          </chakra.ul>
        )}
      </PagedEntries>
    </Stack>
  );
}
