import { Button, Field, Input, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ManagedForm, type ManagedFormProps } from './managed-form.tsx';

type ContactField = 'name' | 'email';

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email address' };

/**
 * The contact part of the support form, as its callers use a ManagedForm: both fields are required,
 * and the form's own submit handler validates them, shows its own errors and focuses the first one
 * missing. Every submit is recorded by the story's `onSubmit` first.
 */
function ContactForm({ onSubmit, ...formProps }: ManagedFormProps) {
  const [draft, setDraft] = useState<Record<ContactField, string>>({ name: '', email: '' });
  const [missing, setMissing] = useState<ContactField[]>([]);
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});
  const submit = () => {
    onSubmit();
    const empty = (['name', 'email'] as const).filter((field) => draft[field].trim() === '');
    setMissing(empty);
    if (empty[0]) inputs.current[empty[0]]?.focus();
  };
  return (
    <ManagedForm {...formProps} onSubmit={submit}>
      <Stack gap="4" maxW="sm">
        {(['name', 'email'] as const).map((field) => (
          <Field.Root key={field} required invalid={missing.includes(field)}>
            <Field.Label>
              {LABELS[field]}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={(input) => {
                inputs.current[field] = input;
              }}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={field}
              value={draft[field]}
              onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
            />
            <Field.ErrorText color="status.error">Please fill in required field.</Field.ErrorText>
          </Field.Root>
        ))}
        <Button type="submit" alignSelf="flex-start">
          Submit
        </Button>
      </Stack>
    </ManagedForm>
  );
}

// A form the console validates itself: no browser validation bubbles, and submitting never reloads the page.
const meta = {
  title: 'Shell/ManagedForm',
  component: ManagedForm,
  args: { onSubmit: fn(), 'aria-label': 'Contact details' },
  render: (args) => <ContactForm {...args} />,
} satisfies Meta<typeof ManagedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Records the submit events that reach the document, after React's own handler ran. */
function recordSubmits(doc: Document) {
  const events: Event[] = [];
  const record = (event: Event) => events.push(event);
  doc.addEventListener('submit', record);
  return { events, stop: () => doc.removeEventListener('submit', record) };
}

/** Nothing sent yet: the form is a named form with the browser's validation off, and no field shows an error. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Contact details' });
    await expect(form).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    await expect(canvas.queryByText('Please fill in required field.')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Enter in a filled field sends the form once, through the handler; the page does not reload and keeps what was typed. */
export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const href = canvasElement.ownerDocument.location.href;
    const submits = recordSubmits(canvasElement.ownerDocument);
    try {
      await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Dana Whitfield');
      const email = canvas.getByRole('textbox', { name: /^Email address/ });
      await userEvent.type(email, 'dana.whitfield@county.example.gov{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(submits.events).toHaveLength(1);
      await expect(submits.events[0]?.defaultPrevented).toBe(true);
      await expect(canvasElement.ownerDocument.location.href).toBe(href);
      await expect(email).toHaveValue('dana.whitfield@county.example.gov');
      await expect(canvas.queryByText('Please fill in required field.')).toBeNull();
    } finally {
      submits.stop();
    }
  },
};

/**
 * Submit with the required fields empty: the browser does not stop it with its own bubble (the handler
 * runs although the browser holds the fields invalid), and the form's own errors show, each the error
 * message of its field, with the focus on the first.
 */
export const RequiredFieldsEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await expect(name).toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(name).toHaveFocus());
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('Please fill in required field.'));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Email address/ })).toHaveAccessibleErrorMessage('Please fill in required field.'));
    await expect(canvas.getAllByText('Please fill in required field.')).toHaveLength(2);
  },
};
