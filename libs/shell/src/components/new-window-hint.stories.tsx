import { Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewWindowHint } from './new-window-hint.tsx';

/** The hint as the menus use it: after the label of an entry that opens another site in a new window. */
function ExternalEntry() {
  return (
    <Link href="https://status.example.com/" target="_blank" rel="noopener noreferrer" display="inline-flex" alignItems="center" gap="2" minW="48">
      <Trans id="HELP_MENU.SERVICE_STATUS">Service status</Trans>
      <NewWindowHint />
    </Link>
  );
}

const meta = {
  title: 'Shell/NewWindowHint',
  component: NewWindowHint,
  parameters: { layout: 'centered' },
  render: () => <ExternalEntry />,
} satisfies Meta<typeof NewWindowHint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The icon is seen, the words are heard: the link's name says it opens a new window. */
export const InALink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Service status (opens in a new window)' });
    await expect(link).toHaveAttribute('target', '_blank');
    // The icon is decoration only; the hidden text is what a screen reader announces.
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(/（新しいウィンドウで開きます）$/);
  },
};
