import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { expectPanelFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { emailHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { EmailPanel } from './email-panel.tsx';

const meta = {
  title: 'Detail panels/Panels/EmailPanel',
  component: EmailPanel,
  args: { params: { messageId: '<CAF=q1@mail.example.com>' } },
  // On a phone the drawer takes the screen's width (`panelWidth`).
  decorators: [inPanelFrame()],
} satisfies Meta<typeof EmailPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record arrives through MSW: wait for it longer than the default second on a busy machine. */
const LOADED = { timeout: 15_000 };

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('RE: Overdue invoice NT-2026-11-0487 – action required', undefined, LOADED)).toBeVisible();
    await expect(field(canvasElement, 'Risk level')).toHaveTextContent('High');
    await expect(field(canvasElement, 'Sender')).toHaveTextContent('accounts@northwind-lnvoices.example');
    await expect(field(canvasElement, 'Recipient count')).toHaveTextContent('3');
    await expect(field(canvasElement, 'Mailbox count')).toHaveTextContent('3');
    await expect(field(canvasElement, 'Mailboxes')).toHaveTextContent('Organization ID: org-7f3c2a91');
    await expect(field(canvasElement, 'Attachment count')).toHaveTextContent('2');
    await expect(field(canvasElement, 'Attachments')).toHaveTextContent('SHA-1: baeba7e7b9ec453e23b5bac313219285d6292358');
    await expect(field(canvasElement, 'Link count')).toHaveTextContent('2');
    await expect(field(canvasElement, 'Message ID')).toHaveTextContent('<CAF=q1@mail.example.com>');
    // Links of a suspect message are text, never clickable.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /View more/ })).toBeNull();
    await settleFrame();
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the subject, the addresses, the
 * mailboxes and the attachment hashes wrap inside the panel, and nothing scrolls sideways. The entries'
 * notes take the Japanese full-width colon, no space.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('RE: Overdue invoice NT-2026-11-0487 – action required', undefined, LOADED)).toBeVisible();
    await expect(field(canvasElement, 'メールボックス')).toHaveTextContent('組織ID：org-7f3c2a91');
    await expect(field(canvasElement, '添付ファイル')).toHaveTextContent('SHA-1：baeba7e7b9ec453e23b5bac313219285d6292358');
    await expectPanelFitsPhone(canvasElement, [canvas.getByRole('button', { name: /ヘッダー/ })]);
    await settleFrame();
  },
};

export const HeadersPopup: Story = {
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View headers (4)' }, LOADED));
    const dialog = await findFocusedOverlay('dialog', 'Email headers');
    // Named, as every table is (a screen reader lists tables by name).
    const rows = within(within(dialog).getByRole('table', { name: 'Email headers' })).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(within(rows[1] as HTMLElement).getByText('Return-Path')).toBeVisible());
    await expect(within(rows[1] as HTMLElement).getByText('<bounce-7781@mailer.example-billing.net>')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'View headers (4)' })).toHaveFocus();
    await settleFrame();
  },
};

export const LongLists: Story = {
  beforeEach({ msw }) {
    msw.use(emailHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mailboxes = await canvas.findByRole('list', { name: 'Mailboxes' }, LOADED);
    await expect(within(mailboxes).getAllByRole('listitem')).toHaveLength(10);
    await expect(field(canvasElement, 'Mailbox count')).toHaveTextContent('34');
    const more = within(field(canvasElement, 'Mailboxes')).getByRole('button', {
      name: 'View more (24)',
    });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(within(mailboxes).getAllByRole('listitem')).toHaveLength(34);
    const less = within(field(canvasElement, 'Mailboxes')).getByRole('button', {
      name: 'View less',
    });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    await expect(within(mailboxes).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(canvas.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem')).toHaveLength(10);
    await expect(
      within(field(canvasElement, 'Attachments')).getByRole('button', {
        name: 'View more (8)',
      }),
    ).toBeVisible();
    await expect(
      within(field(canvasElement, 'Links')).getByRole('button', {
        name: 'View more (15)',
      }),
    ).toBeVisible();
    await expect(canvasElement.firstElementChild?.scrollWidth).toBeLessThanOrEqual((canvasElement.firstElementChild?.clientWidth ?? 0) + 1);
    await settleFrame();
  },
};

export const RawRecordFields: Story = {
  beforeEach({ msw }) {
    msw.use(emailHandlers.rawOnly());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('payroll@northwind-trading.example', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByText('raw-only-payslip.pdf.exe')).toBeVisible();
    await expect(canvas.getByText('https://raw-only.example-phish.net/login')).toBeVisible();
    await expect(field(canvasElement, 'Mailbox count')).toHaveTextContent('1');
    await settleFrame();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(emailHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Message ID', undefined, LOADED)).toBeVisible();
    await expect(field(canvasElement, 'Risk level')).toHaveTextContent('Unknown');
    for (const label of ['Subject', 'Event time', 'Sender', 'Recipients', 'Mailboxes', 'Attachments', 'Links', 'Message ID', 'Email headers']) {
      await expect(field(canvasElement, label)).toHaveTextContent('-');
    }
    await expect(field(canvasElement, 'Recipient count')).toHaveTextContent('0');
    await settleFrame();
  },
};

export const HostileValues: Story = {
  beforeEach({ msw }) {
    msw.use(emailHandlers.hostile());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<script>window.__pwned=true</script>', { selector: 'li > bdi' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('javascript:window.__pwned=true')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View headers (2)' }));
    const dialog = await findFocusedOverlay('dialog', 'Email headers');
    await waitFor(() => expect(within(dialog).getByText('<img src=x onerror="window.__pwned=true">')).toBeVisible());
    await expect(document.querySelector('img[src="x"], svg[onload]')).toBeNull();
    await expect(canvasElement.querySelector('img, script, a')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(emailHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the email…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(emailHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data', undefined, LOADED)).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(emailHandlers.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, LOADED);
    await expect(alert).toHaveTextContent(/could not be loaded/);
    await expect(alert).toHaveTextContent(/00000000-0000-4000-8000-\d{12}/);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
