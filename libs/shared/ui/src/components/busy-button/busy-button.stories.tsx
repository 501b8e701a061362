import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BusyButton, type BusyButtonProps } from './busy-button.tsx';

/** How long a press keeps the sending example busy, ms: long enough to press again meanwhile. */
const SENDING_MS = 600;
const submitted = fn();

/** A button that sends something when pressed and is busy until it is done, as the console's dialogs do. */
function SendingButton(props: BusyButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <BusyButton
      {...props}
      loading={busy}
      onClick={(event) => {
        props.onClick?.(event);
        setBusy(true);
        setTimeout(() => setBusy(false), SENDING_MS);
      }}
    />
  );
}

// A dialog's main action (Save, Submit, Run simulation) while its request runs: Chakra's `loading`
// look, but the button keeps the keyboard focus and ignores presses.
const meta = {
  title: 'UI/BusyButton',
  component: BusyButton,
  args: { onClick: fn(), loadingText: 'Saving…', children: 'Save' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BusyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not busy: a plain button that takes a press. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Busy: the busy text instead of the label, dimmed as a disabled button, `aria-busy`, and presses ignored. */
export const Busy: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    await expect(getComputedStyle(button).opacity).toBe('0.5');
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy and unavailable at once (a Run that is also disabled while it runs): busy wins, so it keeps the focus. */
export const BusyAndDisabled: Story = {
  args: { loading: true, disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving…' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Audit S2: pressed with Enter, the button turns busy and keeps the focus (Chakra's `loading` disabled
 * it, and the focus fell to the page), then keeps it when the work is done; Space meanwhile is ignored.
 */
export const PressedWithKeyboard: Story = {
  render: (args) => <SendingButton {...args} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAccessibleName('Saving…');
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveFocus();
    await expect(document.activeElement).toBe(button);
  },
};

/** A busy submit button (the simulator's Run) does not send its form again, pressed or by Enter in a field. */
export const BusySubmit: Story = {
  args: { loading: true, type: 'submit' },
  render: (args) => (
    <form
      aria-label="Example form"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <HStack gap="3">
        <input aria-label="Name" defaultValue="Kim" />
        <BusyButton {...args} />
      </HStack>
    </form>
  ),
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Saving…' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '{Enter}');
    await expect(submitted).not.toHaveBeenCalled();
  },
};
