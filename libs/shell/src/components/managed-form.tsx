import type { ComponentProps } from 'react';

export interface ManagedFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  /** Enter or a submit button: the form's own validation and sending, instead of a page reload. */
  onSubmit: () => void;
}

/**
 * A form the console validates itself: the browser's validation bubbles are off (the fields show
 * their own errors) and submitting never reloads the page.
 */
export function ManagedForm({ onSubmit, children, ...formProps }: ManagedFormProps) {
  return (
    <form
      {...formProps}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
