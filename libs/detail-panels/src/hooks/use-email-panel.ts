// Email panel (spec 001 §2.2): POST /public/svp/v2/object/email/query { messageId }. The schema reads the
// raw record's lists (mailboxWithOrgId, mailAttachments, mailUrlsVisibleLink) when the display lists are missing.
import { emailQueryOptions, type EmailDetail } from '@soc/api';
import type { PanelState } from '../model/panel-state.ts';
import { usePanelRecord } from './use-panel-record.ts';

export type EmailPanelState = PanelState<EmailDetail>;

export function useEmailPanel(messageId: string): EmailPanelState {
  return usePanelRecord(messageId, emailQueryOptions);
}
