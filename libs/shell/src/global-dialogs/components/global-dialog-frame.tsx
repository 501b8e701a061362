import { CloseButton, Dialog, HStack, Portal, type DialogBodyProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
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
 * The frame every global dialog shares (closed component): portal, backdrop, focus trapped inside
 * and returned to the opener on close, Esc where closable, and no motion — these dialogs open from
 * page scripts and over embedded pages, and appear at once.
 */
export function GlobalDialogFrame({ open, onClose, title, width, children, footer, closable = true, role = 'dialog', icon, bodyProps, initialFocusEl }: GlobalDialogFrameProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role={role}
      closeOnEscape={closable}
      closeOnInteractOutside={closable}
      motionPreset="none"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${width}px`} maxW="calc(100vw - 2rem)">
            <Dialog.Header pe={closable ? '12' : undefined}>
              <HStack gap="2" align="center">
                {icon}
                <Dialog.Title>{title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {closable ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t({ id: 'COMMON.CLOSE', message: 'Close' })} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
