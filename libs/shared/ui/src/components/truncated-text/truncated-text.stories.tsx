import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TruncatedText } from './truncated-text.tsx';

const LONG = 'アタックサーフェスリスクマネジメント';

const meta = {
  title: 'UI/TruncatedText',
  component: TruncatedText,
  args: { children: LONG },
  // The width of the left menu's labels.
  render: (args) => (
    <Box w="40" display="flex" fontSize="sm">
      <TruncatedText {...args} />
    </Box>
  ),
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cut with an ellipsis; on hover the whole label is the title (the browser's tooltip). */
export const Cut: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(LONG);
    await expect(text).not.toHaveAttribute('title');
    await userEvent.hover(text);
    await expect(text).toHaveAttribute('title', LONG);
  },
};

/** A label that fits gets no title: nothing repeats what is on screen. */
export const Fits: Story = {
  args: { children: 'Reports' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Reports');
    await userEvent.hover(text);
    await expect(text).not.toHaveAttribute('title');
  },
};

/** Both, as the menu shows them. */
export const InAList: Story = {
  render: () => (
    <Stack w="40" fontSize="sm" gap="2">
      {['Reports', 'エグゼクティブダッシュボード', LONG].map((label) => (
        <Box key={label} display="flex">
          <TruncatedText>{label}</TruncatedText>
        </Box>
      ))}
    </Stack>
  ),
};
