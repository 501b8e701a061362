// Email panel (spec 001 §2.2): POST /public/svp/v2/object/email/query { messageId }. The schema reads the
// raw record's lists (mailboxWithOrgId, mailAttachments, mailUrlsVisibleLink) when the display lists are missing.
import { emailQueryOptions, type EmailDetail } from '@soc/api';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

export type EmailPanelState = PanelState<EmailDetail>;

export function useEmailPanel(messageId: string): EmailPanelState {
  const id = messageId.trim();
  const query = useQuery({ ...emailQueryOptions(id), enabled: id !== '' });
  if (id === '') return { status: 'notFound' };
  return toPanelState(query);
}
