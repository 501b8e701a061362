import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { LanguageDrawer } from './language-drawer.tsx';

const meta = {
  title: 'Shell/LanguageDrawer',
  component: LanguageDrawer,
  args: { open: true, currentLanguage: 'en', onSave: fn(), onClose: fn() },
} satisfies Meta<typeof LanguageDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawerOf = async () => within(await findFocusedOverlay('dialog', 'Language settings'));

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement) =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

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

/**
 * A phone: the drawer takes the screen's width and no more; the machine-translation note wraps and
 * Save and Cancel stay inside it. Placed before the stories that press keys: the visual pass shows a
 * file's stories one after another in one page, and after a key the opening focus would show its ring.
 */
export const Narrow: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Language settings');
    await opened(dialog);
    const drawer = within(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(drawer.getByText('Japanese: machine translation may be used for pre-release content.').getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    for (const name of ['Save', 'Cancel']) {
      const button = drawer.getByRole('button', { name });
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
      await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
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

/**
 * Save pressed with Enter: while the save is pending the radios and Cancel are disabled, and Save is
 * busy and keeps the focus (audit S2: a disabled Save dropped it to the drawer).
 */
export const SavingKeepsFocus: Story = {
  render: function SavingDrawer(args) {
    const [saving, setSaving] = useState(false);
    return (
      <LanguageDrawer
        {...args}
        saving={saving}
        onSave={(lang) => {
          args.onSave(lang);
          setSaving(true);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Language settings');
    const drawer = within(dialog);
    await userEvent.click(drawer.getByText('日本語'));
    const save = drawer.getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('ja');
    await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(save).toHaveAccessibleName('Saving…');
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(document.activeElement).toBe(save);
  },
};
