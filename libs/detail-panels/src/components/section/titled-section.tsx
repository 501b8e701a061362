import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  children: ReactNode;
  /** For a section labelled by its heading. */
  id?: string;
}

/**
 * The heading of a group inside a tab: one level, size and weight in every panel. It can carry a
 * server's name (a tenant, a domain), so it breaks anywhere rather than widen the panel.
 */
export function SectionHeading({ children, id }: SectionHeadingProps) {
  return (
    <Heading as="h3" id={id} textStyle="sm" fontWeight="semibold" overflowWrap="anywhere">
      {children}
    </Heading>
  );
}

/** A <section> of a tab: its heading, then its content. */
export function TitledSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="2" as="section">
      <SectionHeading>{title}</SectionHeading>
      {children}
    </Stack>
  );
}
