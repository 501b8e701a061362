import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FramedPage } from './framed-page.tsx';

const meta = {
  title: 'Shell/FramedPage',
  component: FramedPage,
  args: { title: 'Console page', src: '/favicon.svg' },
  decorators: [
    (Story) => (
      <Box display="flex" h="320px" w="480px" borderWidth="1px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FramedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page framed in a dialog fills the space it is given, named by its title. */
export const FillsItsPlace: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Console page');
    await expect(frame).toHaveAttribute('src', '/favicon.svg');
    await expect(frame.getBoundingClientRect().width).toBeGreaterThan(470);
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(310);
  },
};
