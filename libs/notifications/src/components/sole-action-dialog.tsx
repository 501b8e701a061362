import { BusyButton, DialogFrame, type DialogFrameProps } from '@soc/ui';
import { useRef, type ReactNode } from 'react';

export interface SoleActionDialogProps extends Pick<DialogFrameProps, 'open' | 'title' | 'description' | 'icon' | 'tone' | 'testId'> {
  /** The one way on (Sign out, OK). */
  actionLabel: ReactNode;
  onAction: () => void;
  /** The action has started: its button shows busy, with `busyLabel`. */
  busy: boolean;
  busyLabel: string;
}

/**
 * A dialog the user cannot dismiss, left only through its one action (the account must act, the
 * session has ended): urgent, with no Escape, no × and no outside click; the action has the focus
 * from the start, and keeps it while it is busy.
 */
export function SoleActionDialog({ actionLabel, onAction, busy, busyLabel, ...frame }: SoleActionDialogProps) {
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      {...frame}
      urgency="urgent"
      size="sm"
      initialFocusEl={() => actionRef.current}
      footer={
        <BusyButton ref={actionRef} colorPalette="brand" onClick={onAction} loading={busy} loadingText={busyLabel}>
          {actionLabel}
        </BusyButton>
      }
    />
  );
}
