import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { LanguageDrawer } from './language-drawer.tsx';

const meta = {
  title: 'Shell/LanguageDrawer',
  component: LanguageDrawer,
  args: { open: true, currentLanguage: 'en', onSave: fn(), onClose: fn() },
} satisfies Meta<typeof LanguageDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawerOf = async () => within(await findFocusedOverlay('dialog', 'Language settings'));

/** English in use; choosing 日本語 and saving hands the choice on. */
export const Default: Story = {
  play: async ({ args }) => {
    const drawer = await drawerOf();
    await expect(drawer.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(drawer.getByText('Japanese: machine translation may be used for pre-release content.')).toBeInTheDocument();
    await userEvent.click(drawer.getByText('日本語'));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('ja');
  },
};

/** No language chosen yet (pseudo-locale in use): Save asks for one. */
export const ChoiceRequired: Story = {
  args: { currentLanguage: 'pseudo' },
  play: async ({ args }) => {
    const drawer = await drawerOf();
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(drawer.getByText('Select a language.')).toBeInTheDocument();
    await expect(drawer.getByRole('radiogroup')).toHaveAccessibleDescription('Select a language.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: the choice is locked until the page reloads. */
export const Saving: Story = {
  args: { currentLanguage: 'ja', saving: true },
  play: async () => {
    const drawer = await drawerOf();
    await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(drawer.getByRole('radio', { name: '日本語' })).toBeChecked();
  },
};
