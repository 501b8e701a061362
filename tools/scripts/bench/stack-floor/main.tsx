// The smallest page of the console's stack, for item 9's LCP ratio (bench-perf.mjs): React and Chakra's
// default system drawing a header, a heading and a paragraph, with no router, data, texts or frame. What
// this page costs beside the static page is the floor that no work inside the console can go below.
import { Box, ChakraProvider, createSystem, defaultConfig, Flex, Heading, Text } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';

const system = createSystem(defaultConfig);
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <ChakraProvider value={system}>
    <Flex as="header" h="12" borderBottomWidth="1px" align="center" px="4" fontWeight="semibold">
      Security Operations Console
    </Flex>
    <Box as="main" id="main-content" p="6">
      <Heading as="h1" size="xl">
        About the console
      </Heading>
      <Text color="fg.muted">The security-operations console brings email, endpoint, cloud, identity, data, network and mobile security into one place.</Text>
    </Box>
  </ChakraProvider>,
);
