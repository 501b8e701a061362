import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createHexLines } from '@soc/mocks';
import { HexDump } from './hex-dump.tsx';

const meta = {
  title: 'Detail panels/Sections/HexDump',
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

/** How many rows the dump is drawn on: one per line unless a line wraps. */
function drawnRows(dump: HTMLElement): number {
  const style = getComputedStyle(dump);
  const textHeight = dump.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  return Math.round(textHeight / parseFloat(style.lineHeight));
}

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const dump = within(canvasElement).getByRole('region', { name: 'File content (hex)' });
    const rows = (dump.textContent ?? '').split('\n');
    await expect(rows).toHaveLength(24);
    // Offset, two spaces, then the 51-character line (spec 001 §9).
    await expect(rows.every((row) => row.length === 8 + 2 + 51)).toBe(true);
    await expect(dump).toHaveAttribute('tabindex', '0');
    // One drawn row per line: none wraps.
    await expect(drawnRows(dump)).toBe(24);
  },
};

/**
 * The 51-character lines (spec 001 §9) on a phone (the drawer 358 px inside): each stays one row, and
 * the dump scrolls sideways, with a shadow at the edge that has more.
 */
export const LinesOnAPhone: Story = {
  args: { lines: createHexLines(3) },
  decorators: [
    (Story) => (
      <Box width="358px">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const dump = within(canvasElement).getByRole('region', { name: 'File content (hex)' });
    await expect(drawnRows(dump)).toBe(3);
    // It scrolls sideways, from the keyboard too (focusable, named), and shows it does.
    await expect(dump.scrollWidth).toBeGreaterThan(dump.clientWidth);
    await expect(dump).toHaveAttribute('tabindex', '0');
    await expect(getComputedStyle(dump).backgroundAttachment).toBe('local, local, scroll, scroll');
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
    // A 160-character line becomes four rows of at most 51 characters (spec 001 §9), none wrapped again.
    await expect(rows.slice(0, 4).map((row) => row.trimEnd().length)).toEqual([61, 61, 61, 17]);
    await expect(drawnRows(dump)).toBe(rows.length);
    await expect(dump.scrollHeight).toBeGreaterThan(dump.clientHeight);
  },
};
