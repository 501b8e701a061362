import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { fileHandlers, fileRecordVariants, sandboxHandlers, SAMPLE_FILE_SHA1 } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { DetailDrawerContainer } from './detail-drawer-container.tsx';

const clipboardWrite = fn(async (_text: string): Promise<void> => undefined);

const meta = {
  title: 'Detail panels/Drawers/DetailDrawer',
  component: DetailDrawerContainer,
  // Stories do not touch the address, except the one about it.
  args: { syncUrl: false },
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide'), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Box minH="100vh" p="6" bg="bg.canvas">
        <Heading as="h1" textStyle="lg" mb="2">
          Search results
        </Heading>
        <Text mb="4" color="fg.muted">
          A page of the console; the drawer opens above it without a mask.
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline">
            Investigate file
          </Button>
          <Button size="sm" variant="outline">
            Another page action
          </Button>
        </HStack>
        <Story />
      </Box>
    ),
  ],
  beforeEach() {
    clipboardWrite.mockClear();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: clipboardWrite } });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof DetailDrawerContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Stands in for what the app puts in the drawer's banners slot (the notifications lib's license banner
 * carousel): the drawer lib knows nothing of where banners come from.
 */
function SampleBanners() {
  const banners = [
    { status: 'error', title: 'Your Essential Access license expires today.' },
    { status: 'warning', title: 'Your Advanced trial ends in 12 days.' },
    { status: 'info', title: 'Your complimentary credits expire in 30 days.' },
  ] as const;
  return (
    <Stack as="section" aria-label="Panel notices" gap="2" pb="3">
      {banners.map(({ status, title }) => (
        <Alert.Root key={status} status={status} size="sm" data-type={status}>
          <Alert.Indicator />
          <Alert.Title>{title}</Alert.Title>
        </Alert.Root>
      ))}
    </Stack>
  );
}

/** Opens a panel exactly as any page script would (contract §7). */
function toggleDrawer(detail: Record<string, unknown>) {
  window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'toggleDrawer', ...detail } }));
}

const body = () => within(document.body);

/** Waits until the drawer has slid in (the visual tests run with reduced motion, where this is immediate). */
async function settled(drawer: HTMLElement) {
  await waitFor(() => expect(drawer.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));
  return drawer;
}

async function openFrom(canvasElement: HTMLElement, detail: Record<string, unknown>) {
  within(canvasElement).getByRole('button', { name: 'Investigate file' }).focus();
  toggleDrawer(detail);
  return settled(await findFocusedOverlay('dialog'));
}

// The first open loads the panel's lazy chunk.
const SLOW = { timeout: 15_000 };

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Investigate file' });
    const drawer = await openFrom(canvasElement, { search_type: 3, params: { sha1: SAMPLE_FILE_SHA1 } });
    await expect(drawer).toHaveAccessibleName('File profile');
    await expect(drawer).toHaveTextContent(SAMPLE_FILE_SHA1);
    await expect(await within(drawer).findByText('Invoice_NT-2026-11-0487.xlsm', {}, SLOW)).toBeVisible();
    // Spec 001 §2.1, §9: 504 px through the global event, layer 1001, no mask.
    await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(504);
    await expect(getComputedStyle(drawer).zIndex).toBe('1001');
    await expect(document.querySelector('[data-part="backdrop"]')).toBeNull();
    // The page stays usable while the drawer is open.
    const other = within(canvasElement).getByRole('button', { name: 'Another page action' });
    await userEvent.click(other);
    await expect(other).toHaveFocus();
    await expect(body().getByRole('dialog')).toBeVisible();
    // Esc on the page closes it, and the focus stays where the user is working.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(other).toHaveFocus();
    // Closed from inside, it gives the focus back to where it was when it opened.
    const again = await openFrom(canvasElement, { search_type: 3, params: { sha1: SAMPLE_FILE_SHA1 } });
    await expect(again).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Spec 001 §1, §4: banner alerts of type error, warning and info at the top of the drawer, above the panel. */
export const WithBanners: Story = {
  args: { banners: <SampleBanners /> },
  play: async ({ canvasElement }) => {
    const first = await openFrom(canvasElement, { search_type: 6, params: { ip: '203.0.113.45' } });
    const notices = within(first).getByRole('region', { name: 'Panel notices' });
    await expect([...notices.querySelectorAll('[data-type]')].map((alert) => alert.getAttribute('data-type'))).toEqual(['error', 'warning', 'info']);
    // Opening another panel rebuilds the panel, not the banners.
    toggleDrawer({ search_type: 3, params: { sha1: SAMPLE_FILE_SHA1 } });
    const drawer = await body().findByRole('dialog', { name: 'File profile' });
    await expect(within(drawer).getByRole('region', { name: 'Panel notices' })).toBe(notices);
    const fileName = await within(drawer).findByText('Invoice_NT-2026-11-0487.xlsm', {}, SLOW);
    // At the top of the drawer body, above the panel.
    await expect(notices.compareDocumentPosition(fileName) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const CloseAndCopyLink: Story = {
  args: { syncUrl: true },
  beforeEach() {
    const before = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    return () => window.history.replaceState(window.history.state, '', before);
  },
  play: async ({ canvasElement }) => {
    const drawer = await openFrom(canvasElement, { search_type: 6, width: 450, params: { ip: '203.0.113.45', port: 443 } });
    await expect(drawer).toHaveAccessibleName('IP address profile');
    await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(450);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Copy link to this panel' }));
    await waitFor(() => expect(clipboardWrite).toHaveBeenCalledWith(expect.stringContaining('panel=6:ip:203.0.113.45~port:443')));
    await expect(window.location.search).toContain('panel=6:ip:203.0.113.45~port:443');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(window.location.search).not.toContain('panel=');
  },
};

export const ReopensFromAddress: Story = {
  args: { syncUrl: true },
  beforeEach() {
    const before = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const search = new URLSearchParams(window.location.search);
    search.delete('panel');
    const rest = search.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${rest ? `${rest}&` : ''}panel=3:sha1:${SAMPLE_FILE_SHA1}~tab:sandbox`);
    return () => window.history.replaceState(window.history.state, '', before);
  },
  play: async () => {
    await body().findByRole('dialog', { name: 'File profile' }, SLOW);
    const drawer = await settled(await findFocusedOverlay('dialog', 'File profile'));
    await expect(await within(drawer).findByRole('tab', { name: 'Sandbox analysis' }, SLOW)).toHaveAttribute('aria-selected', 'true');
    await expect(await within(drawer).findByText('Suspicious behaviors')).toBeVisible();
  },
};

const SAMPLE_URL = 'https://northwind-invoices.example-billing.net/view?id=NT-2026-11-0487';

/** A value's menu in the drawer, then its "Open its profile". */
async function pivotTo(drawer: HTMLElement, value: string, title: string) {
  await userEvent.click(await within(drawer).findByRole('button', { name: value }, SLOW));
  const menu = await body().findByRole('menu', { name: value });
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Open its profile' }));
  return body().findByRole('dialog', { name: title });
}

/**
 * Issue 13: three panels opened one from another (a URL, its domain, one of the domain's hosted IPs);
 * the drawer's Back returns through them, each named by the object it returns to.
 */
export const History: Story = {
  args: { onSearch: fn() },
  play: async ({ canvasElement, args }) => {
    const urlPanel = await openFrom(canvasElement, { search_type: 4, params: { url: SAMPLE_URL } });
    await expect(within(urlPanel).queryByRole('button', { name: /^Back to/ })).toBeNull();
    const domainPanel = await pivotTo(urlPanel, 'example-billing.net', 'Domain profile');
    const ipPanel = await pivotTo(domainPanel, '203.0.113.45', 'IP address profile');
    await expect(ipPanel).toHaveTextContent('203.0.113.45');
    // Search for it goes to the app's search.
    await userEvent.click(await within(ipPanel).findByRole('button', { name: '203.0.113.45' }, SLOW));
    await userEvent.click(within(await body().findByRole('menu', { name: '203.0.113.45' })).getByRole('menuitem', { name: 'Search for it' }));
    await expect(args.onSearch).toHaveBeenCalledWith('203.0.113.45');

    await userEvent.click(within(ipPanel).getByRole('button', { name: 'Back to example-billing.net' }));
    const backToDomain = await body().findByRole('dialog', { name: 'Domain profile' });
    // The Back button stays where it was, now naming the panel before: Enter again goes on back.
    const backAgain = within(backToDomain).getByRole('button', { name: `Back to ${SAMPLE_URL}` });
    await expect(backAgain).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const backToUrl = await body().findByRole('dialog', { name: 'URL profile' });
    await expect(backToUrl).toHaveTextContent(SAMPLE_URL);
    await expect(within(backToUrl).queryByRole('button', { name: /^Back to/ })).toBeNull();
    // With the history gone the button went: focus is on the drawer, which names the panel.
    await waitFor(() => expect(backToUrl).toHaveFocus());
  },
};

/** The history of three panels in the address (`?panel=<url>!<domain>!<ip>`): a reload or a shared link restores it. */
export const HistoryFromAddress: Story = {
  args: { syncUrl: true },
  beforeEach() {
    const before = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const search = new URLSearchParams(window.location.search);
    search.set('panel', `4:url:${SAMPLE_URL}!5:domain:example-billing.net!6:ip:203.0.113.45`);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${search.toString()}`);
    return () => window.history.replaceState(window.history.state, '', before);
  },
  play: async () => {
    await body().findByRole('dialog', { name: 'IP address profile' }, SLOW);
    const ipPanel = await settled(await findFocusedOverlay('dialog', 'IP address profile'));
    await userEvent.click(within(ipPanel).getByRole('button', { name: 'Back to example-billing.net' }));
    await body().findByRole('dialog', { name: 'Domain profile' });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('panel')).toBe(`4:url:${SAMPLE_URL}!5:domain:example-billing.net`));
  },
};

/** Spec 001 §4: the drawer open while the panel's data is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    const drawer = await openFrom(canvasElement, { search_type: 3, params: { sha1: SAMPLE_FILE_SHA1 } });
    await expect(drawer).toHaveAccessibleName('File profile');
    const status = await within(drawer).findByRole('status', { name: 'Loading…' }, SLOW);
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // The file panel's own skeleton (10 lines), not the 6 shown while its lazy chunk loads on a first open.
    await waitFor(() => expect(within(drawer).getByRole('status', { name: 'Loading…' }).children).toHaveLength(10), SLOW);
  },
};

export const Processing: Story = {
  beforeEach({ msw }) {
    msw.use(sandboxHandlers.processing());
  },
  play: async ({ canvasElement }) => {
    const drawer = await openFrom(canvasElement, { search_type: 3, params: { sha1: SAMPLE_FILE_SHA1 } });
    await userEvent.click(await within(drawer).findByRole('tab', { name: 'Sandbox analysis' }, SLOW));
    await expect(await within(drawer).findByText(/The sandbox is analyzing this object\./)).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    const drawer = await openFrom(canvasElement, { search_type: 3, params: { sha1: SAMPLE_FILE_SHA1 } });
    await expect(await within(drawer).findByRole('heading', { name: 'No data' }, SLOW)).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    const drawer = await openFrom(canvasElement, { search_type: 3, params: { sha1: SAMPLE_FILE_SHA1 } });
    const alert = await within(drawer).findByRole('alert', {}, SLOW);
    await expect(within(alert).getByRole('heading', { name: 'The data could not be loaded' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(alert).toHaveTextContent(/Trace ID/);
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const drawer = await openFrom(canvasElement, { search_type: 3, params: { sha1: SAMPLE_FILE_SHA1 } });
    await within(drawer).findByText('Prevalence', {}, SLOW);
    await expect(within(drawer).getAllByText('-').length).toBeGreaterThanOrEqual(12);
  },
};

export const LongValues: Story = {
  beforeEach({ msw }) {
    msw.use(fileHandlers.custom(fileRecordVariants.long()));
  },
  play: async ({ canvasElement }) => {
    const longSha1 = `${SAMPLE_FILE_SHA1}${'f'.repeat(120)}`;
    const drawer = await openFrom(canvasElement, { search_type: 3, width: 450, params: { sha1: longSha1 } });
    await within(drawer).findByText(/FINAL_FINAL_v27/, {}, SLOW);
    await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(450);
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth + 1);
  },
};

/**
 * A phone in Japanese: the file profile (504 px through the global event) narrows to the screen, its
 * close button and tabs stay reachable and its fields wrap instead of scrolling sideways.
 */
export const NarrowJapaneseFile: Story = {
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const drawer = await openFrom(canvasElement, { search_type: 3, params: { sha1: SAMPLE_FILE_SHA1 } });
    await expect(drawer).toHaveAccessibleName('ファイルプロファイル');
    await expect(await within(drawer).findByText('Invoice_NT-2026-11-0487.xlsm', {}, SLOW)).toBeVisible();
    const box = drawer.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const close = within(drawer).getByRole('button', { name: 'パネルを閉じる' });
    await expect(close).toBeVisible();
    await expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await expect(within(drawer).getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await settleFrame();
  },
};

export const InvalidType: Story = {
  play: async () => {
    const warn = console.warn;
    const logged: unknown[][] = [];
    console.warn = (...args: unknown[]) => void logged.push(args);
    try {
      toggleDrawer({ search_type: 14, params: {} });
      await expect(body().queryByRole('dialog')).toBeNull();
      await expect(logged.some((args) => String(args[0]).includes('1–13'))).toBe(true);
      // An open panel closes on one (spec 001 §2.1: an invalid type keeps the panel closed).
      toggleDrawer({ search_type: 5, params: { domain: 'example.com' } });
      await body().findByRole('dialog', { name: 'Domain profile' });
      toggleDrawer({ search_type: 99, params: { domain: 'example.com' } });
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    } finally {
      console.warn = warn;
    }
  },
};
