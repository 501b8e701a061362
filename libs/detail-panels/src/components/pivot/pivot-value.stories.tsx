import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailField, DetailList } from '@soc/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { settleFrame } from '../../testing/settle.ts';
import { PivotProvider, type PivotActions } from './pivot-context.tsx';
import { PivotField, PivotValue } from './pivot-value.tsx';
import { revealSecondPage } from '../../testing/reveal-second-page.ts';

const clipboardWrite = fn(async (_text: string): Promise<void> => undefined);
const openProfile = fn();
const search = fn();

/** A few fields of a URL panel, as the drawer shows them: inside the drawer's PivotProvider. */
function PanelFields({ actions, hostedIps = ['203.0.113.45', '10.20.30.40'] }: { actions?: PivotActions; hostedIps?: readonly string[] }) {
  const fields = (
    <DetailList columns={1}>
      <PivotField label="Object name" kind="url" value="https://northwind-invoices.example-billing.net/view?id=NT-2026-11-0487" />
      <PivotField label="Domain" kind="domain" value="example-billing.net" />
      <PivotField label="Hosted IPs" kind="ip" value={hostedIps} />
      <DetailField label="Attachment SHA-1">
        <PivotValue value="3395856ce81f2b7382dee72602f798b642f14140" kind="hash" format="hash" />
      </DetailField>
    </DetailList>
  );
  return actions ? <PivotProvider value={actions}>{fields}</PivotProvider> : fields;
}

const meta = {
  title: 'Detail panels/Parts/PivotValue',
  component: PanelFields,
  args: { actions: { openProfile, search, current: { searchType: 4, params: { url: 'https://northwind-invoices.example-billing.net/view?id=NT-2026-11-0487' } } } },
  decorators: [
    (Story) => (
      <Box width="450px" p="4" bg="bg.panel">
        <Story />
      </Box>
    ),
  ],
  beforeEach() {
    clipboardWrite.mockClear();
    openProfile.mockClear();
    search.mockClear();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: clipboardWrite } });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof PanelFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const items = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

/** Inside the drawer: Copy, Search for it and Open its profile, from the keyboard. */
export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const ip = within(canvasElement).getByRole('button', { name: '203.0.113.45' });
    ip.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu', { name: '203.0.113.45' });
    await expect(items(menu)).toEqual(['Copy', 'Search for it', 'Open its profile']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(openProfile).toHaveBeenCalledWith({ searchType: 6, params: { ip: '203.0.113.45' } });
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(ip).toHaveFocus());
    // The private address (spec 001 §5) and the panel's own object have no profile to open.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '10.20.30.40' }));
    await expect(items(await findFocusedOverlay('menu', '10.20.30.40'))).toEqual(['Copy', 'Search for it']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** Open, as a visual baseline: the menu below its value. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'example-billing.net' }));
    const menu = await body().findByRole('menu', { name: 'example-billing.net' });
    // Shown once it has faded in (immediate with reduced motion, as the visual tests run).
    await waitFor(() => expect(menu.getAnimations().filter((animation) => animation.playState === 'running')).toHaveLength(0));
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Open its profile' })).toBeVisible());
    await expect(items(menu)).toEqual(['Copy', 'Search for it', 'Open its profile']);
  },
};

/** Search for it hands the value to the app's search. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'example-billing.net' }));
    const menu = await body().findByRole('menu', { name: 'example-billing.net' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Search for it' }));
    await expect(search).toHaveBeenCalledWith('example-billing.net');
    await expect(openProfile).not.toHaveBeenCalled();
  },
};

/** Outside the drawer (a panel's own story): Copy only, and it says so. */
export const CopyOnly: Story = {
  args: { actions: undefined },
  play: async ({ canvasElement }) => {
    const sha1 = '3395856ce81f2b7382dee72602f798b642f14140';
    await userEvent.click(within(canvasElement).getByRole('button', { name: sha1 }));
    const menu = await body().findByRole('menu', { name: sha1 });
    await expect(items(menu)).toEqual(['Copy']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy' }));
    await expect(clipboardWrite).toHaveBeenCalledWith(sha1);
    await expect(await within(canvasElement).findByText('Copied')).toBeInTheDocument();
    // The check mark resets after two seconds: wait for it, so the screenshot does not race the timer.
    await waitFor(() => expect(within(canvasElement).queryByText('Copied')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

/** 300 hosted addresses, the nth being 198.51.x.y with y = n within each block of 200. */
const MANY_IPS = Array.from({ length: 300 }, (_, i) => `198.51.${100 + Math.floor(i / 200)}.${(i % 200) + 1}`);

/** A record with hundreds of hosted IPs: 50 show, "Show more" reveals the next 50 and focuses the first of them. */
export const ManyValues: Story = {
  args: { hostedIps: MANY_IPS },
  play: async ({ canvasElement }) => {
    const firstRevealed = await revealSecondPage(canvasElement, MANY_IPS.length);
    await expect(within(firstRevealed).getByRole('button', { name: '198.51.100.51' })).toHaveFocus();
    await settleFrame();
  },
};

/** A look-alike domain (a Cyrillic а in "аpple.com"): the value as sent, and its ASCII form under it, which no Latin "apple.com" has. */
export const LookAlikeDomain: Story = {
  render: ({ actions }) => (
    <PivotProvider value={actions ?? {}}>
      <DetailList columns={1}>
        <PivotField label="Sender" kind="email" value={'billing@\u0430pple.com'} />
        <PivotField label="Domain" kind="domain" value={'\u0430pple.com'} />
        <PivotField label="Latin domain" kind="domain" value="apple.com" />
      </DetailList>
    </PivotProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('In ASCII: xn--pple-43d.com')).toHaveLength(2);
    await expect(canvas.getAllByText(/^In ASCII/)).toHaveLength(2);
  },
};
