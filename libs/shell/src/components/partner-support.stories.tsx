import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { whiteLabelHandlers } from '@soc/mocks';
import { PartnerSupport } from './partner-support.tsx';

// The container: the partner's white label from the mock backend (partner-3141 answers with its
// support address), and the same states as PartnerSupportMenu driven by handler groups.
const meta = {
  title: 'Shell/PartnerSupport',
  component: PartnerSupport,
  parameters: { layout: 'centered' },
  args: { partnerId: 'partner-3141' },
} satisfies Meta<typeof PartnerSupport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu from the keyboard, as a keyboard user does. */
async function open(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Partner technical support' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return within(menu);
}

/** The white label carries the address: a mail link. */
export const WithEmail: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.getByRole('group', { name: "Your service provider's technical support" })).toBeInTheDocument();
    const email = await menu.findByRole('menuitem', { name: 'Email soc-support@contoso-msp.example' });
    await expect(email).toHaveAttribute('href', 'mailto:soc-support@contoso-msp.example');
  },
};

/** The call has not answered yet: said, and not actionable. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(whiteLabelHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Loading the support contact…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The partner has no support address on file. */
export const NoEmail: Story = {
  beforeEach({ msw }) {
    msw.use(whiteLabelHandlers.noEmail());
  },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    const item = await menu.findByRole('menuitem', { name: 'The support contact is not available right now.' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The call failed: the same plain sentence, no mail link. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(whiteLabelHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await menu.findByRole('menuitem', { name: 'The support contact is not available right now.' });
    await expect(menu.queryByRole('menuitem', { name: /^Email/ })).toBeNull();
  },
};

/** In Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(await menu.findByRole('menuitem', { name: /soc-support@contoso-msp\.example/ })).toHaveAttribute('href', 'mailto:soc-support@contoso-msp.example');
  },
};
