import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

type Errors = { city?: boolean; name?: boolean };

/** A form whose fields learn they are in error only when the submit's errors render. */
function Form({ validate }: { validate: (values: { name: string; city: string }) => Errors }) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [errors, setErrors] = useState<Errors>({});
  const [values, setValues] = useState({ name: '', city: '' });
  return (
    <>
      <input aria-label="Outside" aria-invalid="true" />
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setErrors(validate(values));
          focusFirstInvalid();
        }}
      >
        <input aria-label="Name" aria-invalid={errors.name ? 'true' : undefined} value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
        <input aria-label="City" aria-invalid={errors.city ? 'true' : undefined} value={values.city} onChange={(e) => setValues({ ...values, city: e.target.value })} />
        <button type="submit">Submit</button>
      </form>
    </>
  );
}

const required = ({ name, city }: { name: string; city: string }): Errors => ({ name: !name || undefined, city: !city || undefined });

describe('useFocusFirstInvalid', () => {
  it('after a submit, focuses the first field in error inside the form, in the order of the form, once the errors have rendered', async () => {
    const user = userEvent.setup();
    render(<Form validate={required} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // "Outside" is in error too, but outside the form; "Name" is valid now.
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
  });

  it('focuses again on the next submit with the same errors', async () => {
    const user = userEvent.setup();
    render(<Form validate={required} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(name).toHaveFocus();
  });

  it('leaves the focus alone when the submit found no error, and before any submit', async () => {
    const user = userEvent.setup();
    render(<Form validate={() => ({})} />);
    expect(document.body).toHaveFocus();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(submit).toHaveFocus();
  });
});
