import { DialogFrame, type DialogFrameProps } from '@soc/ui';
import type { ReactNode } from 'react';

export interface GlobalDialogFrameProps extends Pick<DialogFrameProps, 'open' | 'title' | 'icon' | 'dismissLabel' | 'footer' | 'bodyProps' | 'initialFocusEl'> {
  /** Called for Esc, the close button and a click outside (only when `closable`). */
  onClose: () => void;
  /** Content width in px (kept inside the viewport). */
  width: number;
  children: ReactNode;
  /** Esc, outside click and the × close the dialog (default true). */
  closable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * The global dialogs of spec 002 (opened from page scripts and over embedded pages): a `DialogFrame`
 * of a width in px whose body scrolls inside; Esc, the × and a click outside close it where closable.
 */
export function GlobalDialogFrame({ width, closable = true, role = 'dialog', ...frame }: GlobalDialogFrameProps) {
  return (
    <DialogFrame
      {...frame}
      urgency={role === 'alertdialog' ? 'urgent' : 'normal'}
      size={width}
      closeOnEscape={closable}
      closeOnInteractOutside={closable}
      closeButton={closable}
      scrollBehavior="inside"
    />
  );
}
