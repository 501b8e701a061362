import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs.tsx';

const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    onNavigate: fn(),
    items: [
      { id: '200', name: 'XDR Threat Investigation', route: '/workbench/alerts' },
      { id: '203', name: 'Threat Hunting', route: '/app/threat-hunting/queries', preview: true },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPreviewTag: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toHaveTextContent('XDR Threat Investigation›Threat Hunting');
    await expect(within(nav).getByText('Threat Hunting')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByText('Preview')).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'XDR Threat Investigation' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/workbench/alerts');
  },
};

export const ComingSoon: Story = {
  args: { items: [{ id: '200', name: 'XDR Threat Investigation' }, { id: '205', name: 'Forensic Workspace', comingSoon: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Coming soon')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
