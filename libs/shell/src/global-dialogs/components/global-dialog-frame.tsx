import { DialogFrame } from '@soc/ui';
import type { DialogBodyProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface GlobalDialogFrameProps {
  open: boolean;
  /** Called for Esc, the close button and a click outside (only when `closable`). */
  onClose: () => void;
  title: ReactNode;
  /** Content width in px (kept inside the viewport). */
  width: number;
  children: ReactNode;
  footer?: ReactNode;
  /** Esc, outside click and the × close the dialog (default true). */
  closable?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** An icon before the title. */
  icon?: ReactNode;
  bodyProps?: DialogBodyProps;
  initialFocusEl?: () => HTMLElement | null;
}

/**
 * The global dialogs of spec 002 (opened from page scripts and over embedded pages): a `DialogFrame`
 * of a width in px whose body scrolls inside; Esc, the × and a click outside close it where closable.
 */
export function GlobalDialogFrame({ open, onClose, title, width, children, footer, closable = true, role = 'dialog', icon, bodyProps, initialFocusEl }: GlobalDialogFrameProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      urgency={role === 'alertdialog' ? 'urgent' : 'normal'}
      title={title}
      size={width}
      icon={icon}
      footer={footer}
      closeOnEscape={closable}
      closeOnInteractOutside={closable}
      closeButton={closable}
      scrollBehavior="inside"
      bodyProps={bodyProps}
      initialFocusEl={initialFocusEl}
    >
      {children}
    </DialogFrame>
  );
}
