import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ByteSize } from '../byte-size/byte-size.tsx';
import { DetailField } from '../detail-field/detail-field.tsx';
import { ExternalLink } from '../external-link/external-link.tsx';
import { RiskBadge } from '../risk-badge/risk-badge.tsx';
import { DetailList } from './detail-list.tsx';

function FileFields() {
  return (
    <>
      <DetailField label="File name" value="invoice_2026-11.pdf.exe" />
      <DetailField label="Risk level">
        <RiskBadge level="high" />
      </DetailField>
      <DetailField label="Detection name">
        <ExternalLink href="https://example.com/encyclopedia/TROJ_GEN.R002C0">TROJ_GEN.R002C0</ExternalLink>
      </DetailField>
      <DetailField label="Family names" value={['Emotet', 'Heodo']} />
      <DetailField label="File type" value="PE32 executable (GUI) Intel 80386" />
      <DetailField label="File size">
        <ByteSize bytes={1572864} />
      </DetailField>
      <DetailField label="Prevalence" value={3} />
      <DetailField label="Signer" value={null} />
      <DetailField label="MD5" value="44d88612fea8a8f36de82e1278abb02f" format="hash" />
      <DetailField label="SHA1" value="3395856ce81f2b7382dee72602f798b642f14140" format="hash" />
    </>
  );
}

const meta = {
  title: 'UI/DetailList',
  component: DetailList,
  args: { children: <FileFields /> },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldTops = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('term')
    .map((term) => Math.round(term.getBoundingClientRect().top));

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(10);
    // Two columns: the first two fields share a row.
    const [first, second] = fieldTops(canvasElement);
    await expect(first).toBe(second);
  },
};

export const InADrawer: Story = {
  decorators: [
    (Story) => (
      <Box width="drawer.panel" borderWidth="1px" borderColor="border" bg="bg.panel" p="4">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    // One column in the 450px drawer, whatever the viewport.
    const [first, second] = fieldTops(canvasElement);
    await expect(second).toBeGreaterThan(first ?? 0);
    await expect(within(canvasElement).getByText('1.50 MB')).toBeVisible();
  },
};

export const SingleColumn: Story = {
  args: { columns: 1 },
  play: async ({ canvasElement }) => {
    const [first, second] = fieldTops(canvasElement);
    await expect(second).toBeGreaterThan(first ?? 0);
  },
};
