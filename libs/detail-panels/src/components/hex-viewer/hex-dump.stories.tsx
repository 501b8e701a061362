import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createHexLines } from '@soc/mocks';
import { HexDump } from './hex-dump.tsx';

const meta = {
  title: 'Detail panels/HexDump',
  component: HexDump,
  args: { lines: createHexLines(24) },
  decorators: [
    (Story) => (
      <Box width="450px" p="4" bg="bg.panel">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof HexDump>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const dump = within(canvasElement).getByRole('region', { name: 'File content (hex)' });
    const rows = (dump.textContent ?? '').split('\n');
    await expect(rows).toHaveLength(24);
    // Offset, two spaces, then the 51-character line (spec 001 §9).
    await expect(rows.every((row) => row.length === 8 + 2 + 51)).toBe(true);
    await expect(dump).toHaveAttribute('tabindex', '0');
  },
};

export const EmptyFields: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toBeVisible();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const LongValues: Story = {
  args: { lines: [{ line: '00000000', content: 'ab'.repeat(80) }, ...createHexLines(400).slice(1)], label: 'Process memory (hex)' },
  play: async ({ canvasElement }) => {
    const dump = within(canvasElement).getByRole('region', { name: 'Process memory (hex)' });
    const rows = (dump.textContent ?? '').split('\n');
    // A 160-character line becomes four rows of at most 51 characters.
    await expect(rows.slice(0, 4).map((row) => row.trimEnd().length)).toEqual([61, 61, 61, 17]);
    await expect(dump.scrollHeight).toBeGreaterThan(dump.clientHeight);
  },
};
