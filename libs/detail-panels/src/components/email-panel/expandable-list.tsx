import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dash, DetailField } from '@soc/ui';
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { LIST_DISPLAY_LIMIT, useShowMore } from '../../hooks/use-show-more.ts';

export interface ExpandableListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list, e.g. "Attachments". */
  label: string;
  limit?: number;
}

/** A list that shows its first 10 entries and a view-more / view-less toggle (spec 001 §2.2, §9). */
function ExpandableList<T>({ items, renderItem, label, limit = LIST_DISPLAY_LIMIT }: ExpandableListProps<T>) {
  const { t } = useLingui();
  const listId = useId();
  const { visibleCount, hiddenCount, canToggle, expanded, toggle } = useShowMore(items.length, limit);
  if (items.length === 0) return <Dash />;
  return (
    <Stack gap="1" align="flex-start" minW="0">
      <chakra.ul id={listId} aria-label={label} listStyleType="none" m="0" p="0" display="grid" gap="1" w="full" minW="0">
        {items.slice(0, visibleCount).map((item, index) => (
          <chakra.li key={index} minW="0" wordBreak="break-word">
            {renderItem(item, index)}
          </chakra.li>
        ))}
      </chakra.ul>
      {canToggle ? (
        <Button type="button" size="2xs" variant="ghost" colorPalette="brand" px="1" aria-expanded={expanded} aria-controls={listId} onClick={toggle}>
          {expanded ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
          {expanded
            ? t({ id: 'DETAIL.VIEW_LESS', message: 'View less' })
            : t({
                id: 'DETAIL.VIEW_MORE',
                message: `View more (${hiddenCount})`,
              })}
        </Button>
      ) : null}
    </Stack>
  );
}

/** A field whose value is such a list, the list named as the field. */
export function ExpandableListField<T>(props: ExpandableListProps<T>) {
  return (
    <DetailField label={props.label} orientation="vertical">
      <ExpandableList {...props} />
    </DetailField>
  );
}

export interface NotedEntryProps {
  children: ReactNode;
  /** What the note gives, e.g. "Volume": the note reads "Volume: data". */
  noteLabel: string;
  note: ReactNode;
}

/** A list entry with a labelled note under it, in small muted text. */
export function NotedEntry({ children, noteLabel, note }: NotedEntryProps) {
  return (
    <Stack gap="0">
      {children}
      <Text as="span" textStyle="xs" color="fg.muted">
        {/* One message, so each language writes its own separator (Japanese: a full-width colon). */}
        <Trans id="DETAIL.NOTED_ENTRY">
          {noteLabel}: {note}
        </Trans>
      </Text>
    </Stack>
  );
}
