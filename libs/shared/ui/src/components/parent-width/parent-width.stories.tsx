import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ParentWidth } from './parent-width.tsx';

// What takes its size as props (a chart, the attack-path diagram) gets its parent's width, and follows it.
function Measured({ width }: { width: number }) {
  return (
    <Box w={`${width}px`} borderWidth="1px" borderColor="border" p="0">
      <ParentWidth>{(measured) => <Text data-testid="measured">{`${measured} px wide`}</Text>}</ParentWidth>
    </Box>
  );
}

const meta = {
  title: 'UI/ParentWidth',
  component: Measured,
  args: { width: 320 },
} satisfies Meta<typeof Measured>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The child is drawn at the parent's width in whole pixels (its border excluded), from the first paint. */
export const Measures: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('measured')).toHaveTextContent('318 px wide');
  },
};

/** The parent narrows (a phone, a drawer resized): the child follows. */
export const FollowsAResize: Story = {
  play: async ({ canvasElement }) => {
    const measured = within(canvasElement).getByTestId('measured');
    const parent = measured.parentElement?.parentElement;
    if (parent) parent.style.width = '200px';
    await waitFor(() => expect(measured).toHaveTextContent('198 px wide'));
  },
};
