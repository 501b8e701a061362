import { Box } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { DRAWER_WIDTHS } from '@soc/ui';

/**
 * Story decorator: the panel inside a frame as wide as the drawer shows it — `width` (the drawer's
 * default, or the global drawer's 504), or the story's `parameters.panelWidth` (`'100%'` on a phone, where
 * the drawer takes the screen). Its `data-testid="panel-frame"` is what `expectPanelFitsPhone` measures.
 */
export const inPanelFrame =
  (width: number = DRAWER_WIDTHS.panel): Decorator =>
  (Story, { parameters }) => (
    <Box width={(parameters.panelWidth as string | undefined) ?? `${width}px`} p="4" bg="bg.panel" data-testid="panel-frame">
      <Story />
    </Box>
  );
