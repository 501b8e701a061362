import { Flex } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';

/**
 * Story decorator: a header menu's trigger at the frame's top right, where the header shows it, so its
 * menu opens below with the room it has in the console (centred, it was cut at the frame's bottom).
 * Use with `parameters: { layout: 'fullscreen' }`.
 */
export const atHeaderRightEnd: Decorator = (Story) => (
  <Flex justify="flex-end" p="2">
    <Story />
  </Flex>
);
