import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ModulePage } from './module-page.tsx';

const meta = {
  title: 'Shell/ModulePage',
  component: ModulePage,
  args: { moduleName: 'Email and Collaboration Security', path: '/app/email-and-collaboration/quarantine' },
} satisfies Meta<typeof ModulePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesTheModule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email and Collaboration Security' })).toBeVisible();
    await expect(canvas.getByText(/provided by the Email and Collaboration Security module/)).toBeVisible();
    await expect(canvas.getByText('/app/email-and-collaboration/quarantine')).toBeVisible();
  },
};

/** Japanese: the route follows the full-width colon with no space. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^ルート：/)).toHaveTextContent('ルート：/app/email-and-collaboration/quarantine');
  },
};
