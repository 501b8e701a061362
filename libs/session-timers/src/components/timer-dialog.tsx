import { Box, Dialog, HStack, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

/** Above the console's other modals and the full-screen overlay: a timeout must cover everything. */
export const SESSION_DIALOG_Z_INDEX = 1700;

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
 * The frame the three session dialogs share: a modal alert dialog (focus trapped, returned on close,
 * content below hidden from assistive technology), no close button, no outside-click dismissal and
 * no animation.
 */
export function TimerDialog({ open, title, description, icon, tone = 'warning', children, actions, initialFocusRef, onEscape }: TimerDialogProps) {
  const layer = { '--dialog-z-index': String(SESSION_DIALOG_Z_INDEX) };
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      size="sm"
      motionPreset="none"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      closeOnEscape={!!onEscape}
      initialFocusEl={() => initialFocusRef.current}
      onOpenChange={(details) => {
        if (!details.open) onEscape?.();
      }}
    >
      <Portal>
        <Dialog.Backdrop css={layer} _open={{ animationName: 'none' }} _closed={{ animationName: 'none' }} />
        <Dialog.Positioner css={layer}>
          <Dialog.Content css={layer}>
            <Dialog.Header>
              <HStack gap="3" align="center">
                <Box color={`status.${tone}`} fontSize="xl" aria-hidden="true" display="flex">
                  {icon}
                </Box>
                <Dialog.Title>{title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">{description}</Dialog.Description>
              {children}
            </Dialog.Body>
            <Dialog.Footer>{actions}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
