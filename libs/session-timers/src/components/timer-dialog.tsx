import { DialogFrame, type DialogFrameProps } from '@soc/ui';
import type { ReactNode, RefObject } from 'react';

export interface TimerDialogProps extends Pick<DialogFrameProps, 'open' | 'title' | 'backdrop'>, Required<Pick<DialogFrameProps, 'icon' | 'description'>> {
  /** The icon's colour: a warning, or an error once signed out. */
  tone?: 'warning' | 'error';
  /** Below the description: the countdown and its live region. */
  children?: ReactNode;
  /** The footer buttons, the primary one last. */
  actions: ReactNode;
  /** Receives focus on open (the primary action). */
  initialFocusRef: RefObject<HTMLButtonElement | null>;
  /** Escape runs this; without it the dialog cannot be dismissed (the timeout views). */
  onEscape?: () => void;
}

/**
 * The three session dialogs: urgent `DialogFrame`s on the session layer (above the full-screen
 * overlay), with no close button and no outside-click dismissal.
 */
export function TimerDialog({ tone = 'warning', actions, initialFocusRef, onEscape, ...frame }: TimerDialogProps) {
  return (
    <DialogFrame
      {...frame}
      onClose={onEscape}
      urgency="urgent"
      layer="sessionDialog"
      size="sm"
      tone={tone}
      footer={actions}
      closeOnInteractOutside={false}
      closeButton={false}
      initialFocusEl={() => initialFocusRef.current}
    />
  );
}
