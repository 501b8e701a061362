import { HStack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormActions } from './form-actions.tsx';
import { ManagedForm } from './managed-form.tsx';

const FORM_ID = 'story-form';
const submitted = fn();

// The footer of the language drawer and the support form: Cancel, then Submit, which sends the form
// by its id from outside it. The form here is a ManagedForm: submitting never reloads the page.
const meta = {
  title: 'Shell/FormActions',
  component: FormActions,
  args: {
    formId: FORM_ID,
    busy: false,
    onCancel: fn(),
    labels: {
      cancel: msg({ id: 'LANGUAGE.CANCEL', message: 'Cancel' }),
      submit: msg({ id: 'LANGUAGE.SAVE', message: 'Save' }),
      busy: msg({ id: 'LANGUAGE.SAVING', message: 'Saving…' }),
    },
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <>
      <ManagedForm id={FORM_ID} onSubmit={submitted} aria-label="Example form" />
      <HStack gap="3">
        <FormActions {...args} />
      </HStack>
    </>
  ),
} satisfies Meta<typeof FormActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submit sends the form it names, and the page stays; Cancel is the caller's. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** While the form is being sent: Submit shows its busy text and neither button can be pressed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Saving…/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
