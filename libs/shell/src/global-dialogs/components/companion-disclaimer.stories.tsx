import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanionDisclaimer } from './companion-disclaimer.tsx';

// The generative-AI disclaimer shown in the companion dialog and the genAI pre-release dialog.
const meta = {
  title: 'Shell/Global dialogs/Companion disclaimer',
  component: CompanionDisclaimer,
} satisfies Meta<typeof CompanionDisclaimer>;
export default meta;
type Story = StoryObj<typeof meta>;

const PROCESSING = [
  ['United States (US)', 'United States (US)'],
  ['Japan (JP)', 'United States (US)'],
  ['Australia (AU)', 'United States (US)'],
  ['Europe (EU)', 'European Union (EU)'],
  ['India (IN)', 'European Union (EU)'],
  ['Singapore (SG)', 'European Union (EU)'],
];

/** Spec 002 §9: US, JP and AU are processed in the US; EU, IN and SG in the EU. */
export const ProcessingRegions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Generative AI disclaimer' });
    await expect(within(section).getByRole('heading', { level: 3, name: 'Generative AI disclaimer' })).toBeVisible();
    const table = within(section).getByRole('table', { name: 'Where generative-AI requests are processed' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Console region', 'Processed in']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    await expect(rows).toEqual(PROCESSING);
  },
};

/** Placed directly under a dialog title, its heading is one level higher. */
export const AsSecondLevelHeading: Story = {
  args: { headingAs: 'h2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Generative AI disclaimer' })).toBeVisible();
  },
};

/** In Japanese both columns write the region code in full-width parentheses, no space. */
export const ProcessingRegionsJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['米国（US）', '米国（US）'],
      ['日本（JP）', '米国（US）'],
      ['オーストラリア（AU）', '米国（US）'],
      ['ヨーロッパ（EU）', '欧州連合（EU）'],
      ['インド（IN）', '欧州連合（EU）'],
      ['シンガポール（SG）', '欧州連合（EU）'],
    ]);
  },
};
