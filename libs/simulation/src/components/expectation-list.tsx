import { Box, Heading, List } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ExpectationListProps {
  heading: ReactNode;
  /** The `List.Item`s. */
  children: ReactNode;
}

/** What an attack simulates or is expected to produce: a small heading over a bulleted list. */
export function ExpectationList({ heading, children }: ExpectationListProps) {
  return (
    <Box>
      <Heading as="h3" textStyle="sm" mb="1">
        {heading}
      </Heading>
      <List.Root textStyle="sm" ps="4">
        {children}
      </List.Root>
    </Box>
  );
}
