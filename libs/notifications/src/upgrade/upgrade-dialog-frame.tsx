import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
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
  testId: string;
}

/** The frame the upgrade modals share: modal (focus trapped and returned), no animation. */
export function UpgradeDialogFrame({ open, closable, onClose, title, children, footer, initialFocusRef, testId }: UpgradeDialogFrameProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="md"
      motionPreset="none"
      lazyMount
      unmountOnExit
      closeOnEscape={closable}
      closeOnInteractOutside={closable}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
      onOpenChange={(details) => {
        if (!details.open && closable) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop _open={{ animationName: 'none' }} _closed={{ animationName: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} data-closable={closable}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            {closable ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t({ id: 'UPGRADE.CLOSE', message: 'Close' })} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
