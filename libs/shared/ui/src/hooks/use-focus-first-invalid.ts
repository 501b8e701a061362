import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** How a field says it is in error: Chakra's `Field.Root invalid` marks its control, a radio group's `invalid` each radio. */
const FIELD_IN_ERROR = '[aria-invalid="true"]';

/**
 * The console's one way to show a submit's errors to the keyboard: the focus goes to the first field in
 * error, in the form's order. Call the returned function when a submit has found errors (on every submit
 * is fine: without a field in error the focus stays where it is). The errors render first, so the focus
 * moves in that same commit, to the fields as they are shown, and again on each new submit.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>): () => void {
  const [failedSubmits, setFailedSubmits] = useState(0);
  useLayoutEffect(() => {
    if (failedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>(FIELD_IN_ERROR)?.focus();
  }, [failedSubmits, formRef]);
  return useCallback(() => setFailedSubmits((count) => count + 1), []);
}
