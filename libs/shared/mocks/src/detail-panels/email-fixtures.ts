// Email detail (spec 001 §2.2, §3).
import { FIXED_NOW } from '../state.ts';
import { HOSTILE_TEXT, hoursAgo, longText, nullAll, type Nullable, overridable } from './fixture-kit.ts';

function fullEmail(now: number = FIXED_NOW) {
  const mailboxes = [
    { mailbox: 'dana.whitfield@northwind-trading.example', orgId: 'org-7f3c2a91' },
    { mailbox: 'finance-ap@northwind-trading.example', orgId: 'org-7f3c2a91' },
    { mailbox: 'r.okafor@northwind-trading.example', orgId: 'org-7f3c2a91' },
  ];
  const attachments = [
    { attachmentFileName: 'Invoice_NT-2026-11-0487.xlsm', attachmentSha1: 'baeba7e7b9ec453e23b5bac313219285d6292358' },
    { attachmentFileName: 'remittance-advice.pdf', attachmentSha1: '8ff15c102febd834ab72a9374e5cf6d6a46bb3f0' },
  ];
  const links = ['https://northwind-invoices.example-billing.net/view?id=NT-2026-11-0487', 'https://aka.example.com/unsubscribe'];
  return {
    riskLevel: 'High',
    mailMsgSubject: ['RE: Overdue invoice NT-2026-11-0487 – action required'],
    eventTime: hoursAgo(now, 5),
    mailFromAddresses: ['accounts@northwind-lnvoices.example'],
    mailToAddresses: ['dana.whitfield@northwind-trading.example', 'finance-ap@northwind-trading.example', 'r.okafor@northwind-trading.example'],
    mailboxes,
    attachments,
    links,
    mailMsgId: '<CAF=q1@mail.example.com>',
    mailWantedHeaders: [
      { mailWantedHeaderName: 'Return-Path', mailWantedHeaderValue: '<bounce-7781@mailer.example-billing.net>' },
      {
        mailWantedHeaderName: 'Received-SPF',
        mailWantedHeaderValue: 'softfail (domain of transitioning mailer.example-billing.net does not designate 203.0.113.45 as permitted sender)',
      },
      {
        mailWantedHeaderName: 'Authentication-Results',
        mailWantedHeaderValue: 'spf=softfail; dkim=none; dmarc=fail action=quarantine header.from=northwind-lnvoices.example',
      },
      { mailWantedHeaderName: 'X-Mailer', mailWantedHeaderValue: 'PHPMailer 6.8.1' },
    ],
    mailUrlsVisibleLink: links,
    mailAttachments: attachments,
    mailboxWithOrgId: mailboxes,
  };
}

export type EmailDetailFixture = Nullable<ReturnType<typeof fullEmail>>;

export const createEmailDetail = overridable(fullEmail);

export const emailDetailVariants = {
  empty: (): EmailDetailFixture => nullAll(fullEmail(FIXED_NOW)),
  /** Only the raw record's lists (spec 001 §3): the display lists are missing, the panel reads these. */
  rawOnly: (now: number = FIXED_NOW): EmailDetailFixture => {
    const { mailboxes: _m, attachments: _a, links: _l, ...rest } = createEmailDetail({}, now);
    return {
      ...rest,
      mailboxWithOrgId: [{ mailbox: 'payroll@northwind-trading.example', orgId: 'org-raw-0001' }],
      mailAttachments: [{ attachmentFileName: 'raw-only-payslip.pdf.exe', attachmentSha1: '0f3c1d2e4b5a69788796a5b4c3d2e1f0a9b8c7d6' }],
      mailUrlsVisibleLink: ['https://raw-only.example-phish.net/login'],
    };
  },
  /** Script and markup in every text the panel shows. */
  hostile: (now: number = FIXED_NOW): EmailDetailFixture =>
    createEmailDetail(
      {
        mailMsgSubject: [HOSTILE_TEXT.script, HOSTILE_TEXT.img],
        mailFromAddresses: [`${HOSTILE_TEXT.svg}@evil.example`],
        mailToAddresses: [HOSTILE_TEXT.img],
        mailboxes: [{ mailbox: HOSTILE_TEXT.script, orgId: HOSTILE_TEXT.img }],
        attachments: [{ attachmentFileName: HOSTILE_TEXT.img, attachmentSha1: HOSTILE_TEXT.script }],
        links: [HOSTILE_TEXT.link, HOSTILE_TEXT.svg],
        mailMsgId: HOSTILE_TEXT.svg,
        mailWantedHeaders: [
          { mailWantedHeaderName: HOSTILE_TEXT.script, mailWantedHeaderValue: HOSTILE_TEXT.img },
          { mailWantedHeaderName: 'X-Link', mailWantedHeaderValue: HOSTILE_TEXT.link },
        ],
      },
      now,
    ),
  /** More than the 10-entry display limit everywhere, and very long subjects and addresses. */
  long: (now: number = FIXED_NOW): EmailDetailFixture => {
    const mailboxes = Array.from({ length: 34 }, (_, i) => ({
      mailbox: `${longText('employee', 3)}.${i + 1}@northwind-trading.example`,
      orgId: `org-${(0x7f3c2a91 + i).toString(16)}`,
    }));
    const attachments = Array.from({ length: 18 }, (_, i) => ({
      attachmentFileName: `Quarterly_Financial_Statement_Consolidated_Subsidiaries_FY2026_Q${(i % 4) + 1}_part_${i + 1}_FINAL_v${i + 2}.xlsm`,
      attachmentSha1: (0x9a3e0000 + i).toString(16).padStart(8, '0').repeat(5),
    }));
    const links = Array.from(
      { length: 25 },
      (_, i) =>
        `https://login-microsoftonline.example-sso-verification.net/common/oauth2/v2.0/authorize?client_id=${i}&redirect_uri=${'%2F'.repeat(20)}&state=${'a'.repeat(80)}`,
    );
    return createEmailDetail(
      {
        riskLevel: 'Medium',
        mailMsgSubject: [`FW: FW: RE: ${'Updated remittance schedule for all regional subsidiaries and partners '.repeat(4)}`, 'Second subject line'],
        mailToAddresses: mailboxes.map((m) => m.mailbox),
        mailboxes,
        attachments,
        links,
        mailUrlsVisibleLink: links,
        mailAttachments: attachments,
        mailboxWithOrgId: mailboxes,
      },
      now,
    );
  },
};
