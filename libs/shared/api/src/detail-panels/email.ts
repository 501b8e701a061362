import { z } from 'zod/mini';
import { listOf, optText, textList } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { objectLookup } from './record-call.ts';
import { optTimestamp } from './schema-extras.ts';

export const EMAIL_RISK_LEVELS = ['unknown', 'low', 'medium', 'high'] as const;
export type EmailRiskLevel = (typeof EMAIL_RISK_LEVELS)[number];

// The wire form of the level is not shown: names in any case, or 0–3 in the same order.
const emailRiskLevel = z.pipe(
  z.optional(z.unknown()),
  z.transform((v): EmailRiskLevel => {
    if (typeof v === 'number') return EMAIL_RISK_LEVELS[v] ?? 'unknown';
    if (typeof v !== 'string') return 'unknown';
    const wanted = v.trim().toLowerCase();
    return EMAIL_RISK_LEVELS.find((level) => level === wanted) ?? 'unknown';
  }),
);

const mailbox = z.looseObject({ mailbox: optText, orgId: optText });
const attachment = z.looseObject({ attachmentFileName: optText, attachmentSha1: optText });

export const emailDetailSchema = z.pipe(
  z.looseObject({
    riskLevel: emailRiskLevel,
    mailMsgSubject: textList,
    eventTime: optTimestamp,
    mailFromAddresses: textList,
    mailToAddresses: textList,
    mailboxes: listOf(mailbox),
    attachments: listOf(attachment),
    links: textList,
    mailMsgId: optText,
    mailWantedHeaders: listOf(z.looseObject({ mailWantedHeaderName: optText, mailWantedHeaderValue: optText })),
    // The raw record's own lists (spec 001 §3); they stand in when the display lists are absent.
    mailUrlsVisibleLink: textList,
    mailAttachments: listOf(attachment),
    mailboxWithOrgId: listOf(mailbox),
  }),
  z.transform((r) => ({
    ...r,
    mailboxes: r.mailboxes.length ? r.mailboxes : r.mailboxWithOrgId,
    attachments: r.attachments.length ? r.attachments : r.mailAttachments,
    links: r.links.length ? r.links : r.mailUrlsVisibleLink,
  })),
);
export type EmailDetail = z.output<typeof emailDetailSchema>;

export const EMAIL_PATH = '/public/svp/v2/object/email/query';

export const { get: getEmailDetail, queryOptions: emailQueryOptions } = objectLookup(EMAIL_PATH, 'messageId', emailDetailSchema, detailPanelKeys.email);
