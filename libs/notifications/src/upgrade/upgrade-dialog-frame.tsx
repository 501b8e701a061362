import { DialogFrame } from '@soc/ui';
import type { ReactNode, RefObject } from 'react';

export interface UpgradeDialogFrameProps {
  open: boolean;
  /**
   * Spec 000 §4.4: with the poseidon sign-in flag the upgrade modals can be closed (close button,
   * Escape, a click outside). Without it they offer only their own buttons.
   */
  closable: boolean;
  /** Close button, Escape or a click outside, when `closable`. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** Receives focus on open. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Receives focus on close. */
  finalFocusEl?: () => HTMLElement | null;
  testId: string;
}

/** The upgrade modals: a `DialogFrame` that only the poseidon sign-in flag makes dismissible. */
export function UpgradeDialogFrame({ open, closable, onClose, title, children, footer, initialFocusRef, finalFocusEl, testId }: UpgradeDialogFrameProps) {
  return (
    <DialogFrame
      open={open}
      onClose={closable ? onClose : undefined}
      size="md"
      title={title}
      footer={footer}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
      finalFocusEl={finalFocusEl}
      testId={testId}
      dataAttributes={{ 'data-closable': closable }}
    >
      {children}
    </DialogFrame>
  );
}
