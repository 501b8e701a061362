import { Button, Loader, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent, Ref } from 'react';

export interface BusyButtonProps extends Omit<ButtonProps, 'loadingText'> {
  /** Shows the button busy, with `loadingText`, and ignores presses while it runs. */
  loading?: boolean;
  /** What the button says while it is busy: its name for a screen reader then. */
  loadingText: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Chakra's `Button` with `loading`, except that a busy button keeps the keyboard focus. Chakra's is
 * `disabled` while busy, and the browser drops the focus of a disabled button (to the dialog, or to the
 * page): a user who pressed it with Enter had to find it again, and a screen reader read the dialog's
 * name anew. This one is `aria-disabled` and `aria-busy` instead, and ignores presses. It looks the
 * same: the button recipe's `_disabled` matches `[aria-disabled=true]` too. While busy, `disabled` is
 * not applied either, for the same reason.
 */
export function BusyButton({ loading = false, loadingText, spinner, spinnerPlacement, disabled, onClick, children, ...rest }: BusyButtonProps) {
  return (
    <Button
      {...rest}
      disabled={loading ? undefined : disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? ignorePress : onClick}
    >
      <Loader visible={loading} text={loadingText} spinner={spinner} spinnerPlacement={spinnerPlacement}>
        {children}
      </Loader>
    </Button>
  );
}

/** Enter, Space and a click all arrive as a click; cancelling it also stops a submit button sending its form. */
function ignorePress(event: MouseEvent) {
  event.preventDefault();
}
