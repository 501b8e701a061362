import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the shell's own simple pages. */
export function PageCard({ title, icon, children }: { title: ReactNode; icon?: ReactNode; children: ReactNode }) {
  return (
    <Box maxW="2xl" mx="auto" mt={{ base: '4', md: '10' }} p={{ base: '5', md: '8' }} bg="bg.panel" borderWidth="1px" borderColor="border" rounded="lg">
      {icon && <Box color="fg.muted" mb="3">{icon}</Box>}
      <Heading as="h1" size="lg" mb="3">{title}</Heading>
      {children}
    </Box>
  );
}
