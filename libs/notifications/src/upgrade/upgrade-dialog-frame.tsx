import { DialogFrame, type DialogFrameProps } from '@soc/ui';
import type { RefObject } from 'react';

/** What the upgrade flow hands each of its modals. */
export interface UpgradeFlowDialogProps {
  open: boolean;
  /**
   * Spec 000 §4.4: with the poseidon sign-in flag the upgrade modals can be closed (close button,
   * Escape, a click outside). Without it they offer only their own buttons.
   */
  closable: boolean;
  /** Receives the focus when the dialog closes (the element that started the upgrade flow). */
  finalFocusEl?: () => HTMLElement | null;
}

export interface UpgradeDialogFrameProps extends UpgradeFlowDialogProps, Pick<DialogFrameProps, 'title'>, Required<Pick<DialogFrameProps, 'children' | 'footer' | 'testId'>> {
  /** Close button, Escape or a click outside, when `closable`. */
  onClose: () => void;
  /** Receives focus on open. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** The upgrade modals: a `DialogFrame` that only the poseidon sign-in flag makes dismissible. */
export function UpgradeDialogFrame({ closable, onClose, initialFocusRef, ...frame }: UpgradeDialogFrameProps) {
  return (
    <DialogFrame
      {...frame}
      onClose={closable ? onClose : undefined}
      size="md"
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
      dataAttributes={{ 'data-closable': closable }}
    />
  );
}
