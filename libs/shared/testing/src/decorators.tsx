import { Box } from '@chakra-ui/react';
import { DRAWER_WIDTHS } from '@soc/ui';
import type { ComponentType } from 'react';

/**
 * A Storybook decorator that frames a story at a detail panel's width (default: the drawer's 450 px)
 * on the panel background, as the drawer shows it.
 */
export function panelWidthDecorator(width: number = DRAWER_WIDTHS.panel) {
  return function PanelWidth(Story: ComponentType) {
    return (
      <Box width={`${width}px`} p="4" bg="bg.panel">
        <Story />
      </Box>
    );
  };
}
