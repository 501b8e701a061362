import { Box } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EmailDetail } from '@soc/api';
import { DetailField, DetailList, RiskBadge, ValueOrDash } from '@soc/ui';
import { useState } from 'react';
import { DateField } from '../date-field/date-field.tsx';
import { nonBlankTexts } from '../../model/texts.ts';
import { RecordStateView, type RecordPanelViewProps } from '../panel-state/record-state-view.tsx';
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
      <DateField label={t({ id: 'DETAIL.EMAIL_EVENT_TIME', message: 'Event time' })} value={email.eventTime} />
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
          <NotedEntry noteLabel={t({ id: 'DETAIL.EMAIL_ORG_ID', message: 'Organization ID' })} note={<ValueOrDash value={mailbox.orgId} />}>
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
            noteLabel={t({ id: 'DETAIL.EMAIL_ATTACHMENT_SHA1', message: 'SHA-1' })}
            note={attachment.attachmentSha1?.trim() ? <PivotValue value={attachment.attachmentSha1} kind="hash" format="hash" /> : <ValueOrDash value={null} />}
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

export interface EmailPanelViewProps extends RecordPanelViewProps<EmailDetail> {
  defaultHeadersOpen?: boolean;
}

export function EmailPanelView({ defaultHeadersOpen, ...props }: EmailPanelViewProps) {
  return (
    <RecordStateView {...props} loadingLabel={msg({ id: 'DETAIL.EMAIL_LOADING', message: 'Loading the email…' })}>
      {(email) => <EmailDetails email={email} defaultHeadersOpen={defaultHeadersOpen} />}
    </RecordStateView>
  );
}
