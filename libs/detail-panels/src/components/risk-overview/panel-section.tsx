// Small layout pieces the risk overview, endpoint, cloud identity and user account panels share.
import { Badge, Stack, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Dash, DetailList, isEmptyValue } from '@soc/ui';
import type { ReactNode } from 'react';
import { PagedEntries, revealedEntry } from '../reveal-more/reveal-more.tsx';
import { SectionHeading } from '../section/titled-section.tsx';

export interface PanelSectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons beside the title (e.g. a popup opener). */
  actions?: ReactNode;
  /** Its place in a paged list of sections (see PagedEntries). */
  entryIndex?: number;
}

/** A titled group of fields inside a tab. */
export function PanelSection({ title, children, actions, entryIndex }: PanelSectionProps) {
  return (
    <Stack as="section" gap="1.5" {...revealedEntry(entryIndex ?? 0)}>
      <Stack direction="row" align="center" justify="space-between" gap="2" wrap="wrap">
        <SectionHeading>{title}</SectionHeading>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}

/** A titled list of fields, the usual section of a tab. */
export function FieldSection({
  title,
  testId,
  entryIndex,
  children,
}: {
  title: ReactNode;
  testId?: string;
  /** Its place in a paged list of sections (see PagedEntries). */
  entryIndex?: number;
  children: ReactNode;
}) {
  const fields = <DetailList columns={1}>{children}</DetailList>;
  // Gated sections carry a test id, on a wrapper so the list itself stays as every other.
  return (
    <PanelSection title={title} entryIndex={entryIndex}>
      {testId ? <div data-testid={testId}>{fields}</div> : fields}
    </PanelSection>
  );
}

const TAG_ENTRY = ':scope > ul > li';

/** Texts as badges that wrap, a page at a time; a dash when there is none. */
export function TagList({ values, label }: { values: readonly (string | null | undefined)[]; label?: string }) {
  const items = values.filter((value): value is string => !isEmptyValue(value));
  if (items.length === 0) return <Dash />;
  return (
    <PagedEntries total={items.length} entrySelector={TAG_ENTRY}>
      {(visibleCount) => (
        <Wrap as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={label}>
          {items.slice(0, visibleCount).map((item, index) => (
            <li key={`${index}-${item}`} {...revealedEntry(index)}>
              <Badge variant="subtle" size="sm" whiteSpace="normal" wordBreak="break-word" textAlign="start">
                {item}
              </Badge>
            </li>
          ))}
        </Wrap>
      )}
    </PagedEntries>
  );
}

/** A boolean as Yes / No, or undefined (a dash) when the server sent none. */
export function useYesNo() {
  const { t } = useLingui();
  return (value: boolean | null | undefined) =>
    value == null ? undefined : value ? t({ id: 'COMMON.YES', message: 'Yes' }) : t({ id: 'COMMON.NO', message: 'No' });
}
