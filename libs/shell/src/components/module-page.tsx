import { Box, Code, Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Blocks } from 'lucide-react';

export interface ModulePageProps {
  /** The product module that owns the route, e.g. "Email and Collaboration Security". */
  moduleName: string;
  /** The page's menu title in the console's language, when the menu has the page; the heading then. */
  pageTitle?: string;
  path: string;
}

/**
 * The honest page for routes whose content no specification document describes: it names the
 * module and says the module provides the content, instead of pretending with fake data.
 */
export function ModulePage({ moduleName, pageTitle, path }: ModulePageProps) {
  return (
    <Box maxW="2xl" mx="auto" mt="10" p="8" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="lg" textAlign="center">
      <Box display="inline-flex" color="fg.muted" mb="3"><Blocks size={36} aria-hidden="true" /></Box>
      <Heading as="h1" size="lg" mb="2">{pageTitle || moduleName}</Heading>
      <Text color="fg.muted" mb="4">
        <Trans id="MODULE_PAGE.PROVIDED_BY">The content of this page is provided by the {moduleName} module. The console provides its navigation and access checks; the module's own screens are not part of this console.</Trans>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans id="MODULE_PAGE.ROUTE">Route: <Code>{path}</Code></Trans>
      </Text>
    </Box>
  );
}
