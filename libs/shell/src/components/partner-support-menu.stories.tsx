import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartnerSupportMenu } from './partner-support-menu.tsx';

const meta = {
  title: 'Shell/PartnerSupportMenu',
  component: PartnerSupportMenu,
  parameters: { layout: 'centered' },
  args: { state: { status: 'done', data: { email: 'soc-support@contoso-msp.example' } } },
} satisfies Meta<typeof PartnerSupportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Partner technical support' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
}

/** The partner's support address as a mail link. */
export const WithEmail: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Email soc-support@contoso-msp.example' })).toHaveAttribute('href', 'mailto:soc-support@contoso-msp.example');
  },
};

/** The white label is still loading. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Loading the support contact…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The white label failed or carries no email. */
export const Unavailable: Story = {
  args: { state: { status: 'error', error: new Error('white label unavailable'), traceId: undefined, retry: fn() } },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'The support contact is not available right now.' })).toBeInTheDocument();
  },
};
