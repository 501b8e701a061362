import { useEmailPanel } from '../../hooks/use-email-panel.ts';
import type { PanelProps } from '../../model/panel-props.ts';
import { EmailPanelView } from './email-panel-view.tsx';

/** search_type 1 (spec 001 §2.2, contract §7 `{ messageId }`). */
export function EmailPanel({ params }: PanelProps<1>) {
  return <EmailPanelView state={useEmailPanel(params.messageId)} />;
}
