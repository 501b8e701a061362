import { DialogFrame, LAYERS } from '@soc/ui';
import type { ReactNode, RefObject } from 'react';

/** Above the console's other modals and the full-screen overlay: a timeout must cover everything. */
export const SESSION_DIALOG_Z_INDEX = LAYERS.sessionDialog;

export interface TimerDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  icon: ReactNode;
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
export function TimerDialog({ open, title, description, icon, tone = 'warning', children, actions, initialFocusRef, onEscape }: TimerDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onEscape}
      urgency="urgent"
      layer="sessionDialog"
      size="sm"
      title={title}
      icon={icon}
      tone={tone}
      description={description}
      footer={actions}
      closeOnInteractOutside={false}
      closeButton={false}
      initialFocusEl={() => initialFocusRef.current}
    >
      {children}
    </DialogFrame>
  );
}
