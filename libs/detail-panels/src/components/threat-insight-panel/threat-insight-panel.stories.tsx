import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, within } from 'storybook/test';
import { createThreatInsight, threatInsightHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { ThreatInsightPanel } from './threat-insight-panel.tsx';
import { revealSecondPage } from '../../testing/reveal-second-page.ts';

const meta = {
  title: 'Detail panels/Panels/ThreatInsightPanel',
  component: ThreatInsightPanel,
  args: { params: { name: 'Emotet', type: 'malware' } },
  decorators: [
    (Story) => (
      <Box width="450px" p="4" bg="bg.panel">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ThreatInsightPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('malware')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mummy Spider' })).toHaveAttribute('href', '/app/ti/intelligence_insights?id=ta-0457');
    await expect(canvas.getByRole('link', { name: 'Emotet returns with OneNote lures' })).toHaveAttribute(
      'href',
      '/app/ti/intelligence_insights?id=et-2026-1187',
    );
    await expect(canvas.getByText('Initial access: malicious attachments and links')).toBeVisible();
  },
};

export const HostileHtml: Story = {
  name: 'Hostile HTML',
  beforeEach({ msw }) {
    msw.use(threatInsightHandlers.hostile());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loader analysis')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, img, [onerror], [onclick]')).toBeNull();
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:/i);
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(threatInsightHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the threat insight…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(threatInsightHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(threatInsightHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No data');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(threatInsightHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Object type')).toBeVisible();
    await expect(canvas.getAllByText('-')).toHaveLength(4);
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(threatInsightHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Threat actor group 20' })).toBeVisible();
    const drawer = canvasElement.firstElementChild as HTMLElement;
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth + 1);
  },
};

/** 300 emerging threats, numbered from 1. */
const MANY_THREATS = Array.from({ length: 300 }, (_, i) => ({ id: `et-2026-${2000 + i}`, name: `Emerging threat ${i + 1}` }));

/** An insight with hundreds of emerging threats: 50 show, "Show more" reveals the next 50 and focuses the first of them. */
export const ManyEmergingThreats: Story = {
  beforeEach({ msw }) {
    msw.use(threatInsightHandlers.custom(createThreatInsight({ emergingThreats: MANY_THREATS })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstRevealed = await revealSecondPage(canvasElement, MANY_THREATS.length);
    await expect(firstRevealed).toHaveTextContent('Emerging threat 51');
    await expect(canvas.getByRole('link', { name: 'Emerging threat 50' })).toHaveAttribute('href', '/app/ti/intelligence_insights?id=et-2026-2049');
    // The threat actors below keep their two entries.
    await expect(canvas.getByRole('link', { name: 'TA542' })).toBeVisible();
    await settleFrame();
  },
};

/** A name of thousands of characters without a space. */
const UNBROKEN = 'W'.repeat(2000);

/** Names without a space (a broken or hostile feed) wrap inside the panel instead of widening it. */
export const UnbrokenNames: Story = {
  beforeEach({ msw }) {
    msw.use(
      threatInsightHandlers.custom(
        createThreatInsight({
          emergingThreats: [{ id: 'et-2026-3000', name: `Emerging${UNBROKEN}` }],
          threatActors: [{ id: '', name: `Actor${UNBROKEN}` }],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: `Emerging${UNBROKEN}` })).toBeVisible();
    const drawer = canvasElement.firstElementChild as HTMLElement;
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth + 1);
  },
};
