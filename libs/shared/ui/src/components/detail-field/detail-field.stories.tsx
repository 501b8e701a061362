import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clipboardWriteText, stubClipboard } from '../../testing/clipboard-stub.ts';
import { DetailList } from '../detail-list/detail-list.tsx';
import { RiskBadge } from '../risk-badge/risk-badge.tsx';
import { DetailField } from './detail-field.tsx';

const SHA256 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const COMMAND_LINE =
  'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe -NoProfile -ExecutionPolicy Bypass -WindowStyle Hidden -EncodedCommand SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA';

const meta = {
  title: 'UI/DetailField',
  component: DetailField,
  args: { label: 'File name', value: 'invoice_2026-11.pdf.exe' },
  decorators: [
    // A field is a <dt>/<dd> pair, so it always renders inside a list; `parameters.maxWidth` narrows it.
    (Story, { parameters }) => (
      <Box maxW={typeof parameters['maxWidth'] === 'string' ? parameters['maxWidth'] : undefined}>
        <DetailList columns={1}>
          <Story />
        </DetailList>
      </Box>
    ),
  ],
} satisfies Meta<typeof DetailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('File name');
    await expect(canvas.getByRole('definition')).toHaveTextContent('invoice_2026-11.pdf.exe');
  },
};

export const Empty: Story = {
  args: { label: 'Signer', value: null },
  play: async ({ canvasElement }) => {
    const definition = within(canvasElement).getByRole('definition');
    await expect(within(definition).getByText('-')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { label: 'Command line', value: COMMAND_LINE },
  play: async ({ canvasElement }) => {
    const definition = within(canvasElement).getByRole('definition');
    await expect(definition).toHaveTextContent('-EncodedCommand');
    // Wrapped, not overflowing the panel.
    await expect(definition.scrollWidth).toBeLessThanOrEqual(definition.clientWidth + 1);
  },
};

export const Hash: Story = {
  args: { label: 'SHA256', value: SHA256, format: 'hash' },
  parameters: { maxWidth: '360px' },
  play: async ({ canvasElement }) => {
    const definition = within(canvasElement).getByRole('definition');
    await expect(definition).toHaveTextContent(SHA256);
    await expect(definition.scrollWidth).toBeLessThanOrEqual(definition.clientWidth + 1);
  },
};

export const Copyable: Story = {
  args: { label: 'SHA1', value: '3395856ce81f2b7382dee72602f798b642f14140', format: 'hash', copyable: true },
  beforeEach: stubClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy SHA1' });
    await userEvent.click(button);
    await expect(clipboardWriteText).toHaveBeenCalledWith('3395856ce81f2b7382dee72602f798b642f14140');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    // Let the check mark reset so the screenshot is stable.
    await waitFor(() => expect(button).toHaveAttribute('data-status', 'idle'), { timeout: 4000 });
  },
};

export const List: Story = {
  args: { label: 'Recipients', value: ['a.tanaka@example.co.jp', 'security@example.com', 'finance-team@example.com'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const CustomContent: Story = {
  args: { label: 'Risk level', value: undefined },
  render: (args) => (
    <DetailField {...args}>
      <RiskBadge level="high" />
    </DetailField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('High')).toBeVisible();
  },
};

export const Vertical: Story = {
  args: { label: 'Description', value: 'Downloads a second-stage payload and persists through a scheduled task.', orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('definition')).toHaveTextContent('scheduled task');
  },
};

/**
 * A long Japanese label in a narrow list wraps between phrases (コンポーネントの⏎アップデート設定), not
 * inside a katakana word (コンポーネントのア⏎ップデート設定): the picture shows it; the lines themselves are
 * measured in the endpoint panel's PolicyTabJapanese story.
 */
export const JapaneseLabel: Story = {
  globals: { locale: 'ja' },
  args: { label: 'コンポーネントのアップデート設定', value: '有効' },
  parameters: { maxWidth: '360px' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('term')).wordBreak).toBe('auto-phrase');
  },
};
