import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { EmailDetail } from '@soc/api';
import { DateTime, DetailField, DetailList, RiskBadge, ValueOrDash } from '@soc/ui';
import { useState } from 'react';
import { nonBlankTexts } from '../../model/texts.ts';
import { PanelStateView } from '../panel-state/panel-state.tsx';
import type { EmailPanelState } from '../../hooks/use-email-panel.ts';
import { PivotField, PivotValue } from '../pivot/pivot-value.tsx';
import { ExpandableListField, NotedEntry, type ExpandableListProps } from './expandable-list.tsx';
import { WantedHeadersButton, WantedHeadersDialog } from './wanted-headers-dialog.tsx';

/** A list's count, then the list. */
function CountedListField<T>({ countLabel, ...list }: ExpandableListProps<T> & { countLabel: string }) {
  return (
    <>
      <DetailField label={countLabel} value={list.items.length} />
      <ExpandableListField {...list} />
    </>
  );
}

interface EmailDetailsProps {
  email: EmailDetail;
  /** Open the headers popup at once (stories). */
  defaultHeadersOpen?: boolean;
}

/**
 * Every field of the email detail (spec 001 §2.2, §3); lists over 10 entries fold. Addresses, links and
 * attachment hashes are values to pivot on (issue 13).
 */
function EmailDetails({ email, defaultHeadersOpen = false }: EmailDetailsProps) {
  const { t } = useLingui();
  const [headersOpen, setHeadersOpen] = useState(defaultHeadersOpen);
  const recipients = nonBlankTexts(email.mailToAddresses);
  const links = nonBlankTexts(email.links);
  const headers = email.mailWantedHeaders.filter((h) => (h.mailWantedHeaderName ?? '').trim() !== '' || (h.mailWantedHeaderValue ?? '').trim() !== '');
  return (
    <DetailList columns={1}>
      <DetailField label={t({ id: 'DETAIL.EMAIL_RISK_LEVEL', message: 'Risk level' })}>
        <RiskBadge level={email.riskLevel} />
      </DetailField>
      <DetailField label={t({ id: 'DETAIL.EMAIL_SUBJECT', message: 'Subject' })} value={nonBlankTexts(email.mailMsgSubject)} />
      <DetailField label={t({ id: 'DETAIL.EMAIL_EVENT_TIME', message: 'Event time' })}>
        {email.eventTime ? <DateTime value={email.eventTime} /> : null}
      </DetailField>
      <PivotField label={t({ id: 'DETAIL.EMAIL_SENDER', message: 'Sender' })} kind="email" value={email.mailFromAddresses} />
      <CountedListField
        countLabel={t({ id: 'DETAIL.EMAIL_RECIPIENT_COUNT', message: 'Recipient count' })}
        label={t({ id: 'DETAIL.EMAIL_RECIPIENTS', message: 'Recipients' })}
        items={recipients}
        renderItem={(address) => <PivotValue value={address} kind="email" />}
      />
      <CountedListField
        countLabel={t({ id: 'DETAIL.EMAIL_MAILBOX_COUNT', message: 'Mailbox count' })}
        label={t({ id: 'DETAIL.EMAIL_MAILBOXES', message: 'Mailboxes' })}
        items={email.mailboxes}
        renderItem={(mailbox) => (
          <NotedEntry
            note={
              <>
                {t({ id: 'DETAIL.EMAIL_ORG_ID', message: 'Organization ID' })}: <ValueOrDash value={mailbox.orgId} />
              </>
            }
          >
            {mailbox.mailbox?.trim() ? <PivotValue value={mailbox.mailbox} kind="email" /> : <ValueOrDash value={null} />}
          </NotedEntry>
        )}
      />
      <CountedListField
        countLabel={t({ id: 'DETAIL.EMAIL_ATTACHMENT_COUNT', message: 'Attachment count' })}
        label={t({ id: 'DETAIL.EMAIL_ATTACHMENTS', message: 'Attachments' })}
        items={email.attachments}
        renderItem={(attachment) => (
          <NotedEntry
            note={
              <>
                {t({ id: 'DETAIL.EMAIL_ATTACHMENT_SHA1', message: 'SHA-1' })}:{' '}
                {attachment.attachmentSha1?.trim() ? <PivotValue value={attachment.attachmentSha1} kind="hash" format="hash" /> : <ValueOrDash value={null} />}
              </>
            }
          >
            <ValueOrDash value={attachment.attachmentFileName} />
          </NotedEntry>
        )}
      />
      {/* Links of a suspect message are never clickable links: each is a value with its pivot menu. */}
      <CountedListField
        countLabel={t({ id: 'DETAIL.EMAIL_LINK_COUNT', message: 'Link count' })}
        label={t({ id: 'DETAIL.EMAIL_LINKS', message: 'Links' })}
        items={links}
        renderItem={(link) => <PivotValue value={link} kind="url" format="hash" />}
      />
      <DetailField label={t({ id: 'DETAIL.EMAIL_MESSAGE_ID', message: 'Message ID' })} value={email.mailMsgId} format="hash" copyable />
      <DetailField label={t({ id: 'DETAIL.EMAIL_HEADERS', message: 'Email headers' })}>
        {headers.length > 0 ? (
          <Box>
            <WantedHeadersButton count={headers.length} onOpen={() => setHeadersOpen(true)} />
            <WantedHeadersDialog headers={headers} open={headersOpen} onOpenChange={setHeadersOpen} />
          </Box>
        ) : null}
      </DetailField>
    </DetailList>
  );
}

export interface EmailPanelViewProps {
  state: EmailPanelState;
  animated?: boolean;
  defaultHeadersOpen?: boolean;
}

export function EmailPanelView({ state, animated = true, defaultHeadersOpen }: EmailPanelViewProps) {
  const { t } = useLingui();
  return (
    <PanelStateView state={state} animated={animated} loadingLabel={t({ id: 'DETAIL.EMAIL_LOADING', message: 'Loading the email…' })}>
      {(email) => <EmailDetails email={email} defaultHeadersOpen={defaultHeadersOpen} />}
    </PanelStateView>
  );
}
