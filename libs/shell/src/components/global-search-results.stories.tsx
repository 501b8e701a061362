import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TOGGLE_UI_EVENT } from '@soc/events';
import { GlobalSearchResults } from './global-search-results.tsx';
import { chromaticCapture } from '@soc/testing/story';

/** Clicks `button` and returns the toggleUICEvent details it dispatched on window. */
async function clickAndCapture(button: HTMLElement): Promise<unknown[]> {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  window.addEventListener(TOGGLE_UI_EVENT, listener);
  try {
    await userEvent.click(button);
  } finally {
    window.removeEventListener(TOGGLE_UI_EVENT, listener);
  }
  return details;
}

const meta = {
  title: 'Shell/GlobalSearchResults',
  component: GlobalSearchResults,
  args: { keyword: '8.8.8.8', onNavigate: fn() },
} satisfies Meta<typeof GlobalSearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ip: Story = {
  name: 'IP',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('IPv4 address')).toBeVisible();
    const details = await clickAndCapture(canvas.getByRole('button', { name: 'Open IP address profile' }));
    await expect(details).toEqual([{ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } }]);
    await userEvent.click(canvas.getByRole('link', { name: 'Search third-party logs' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/tpc/syslog?keyword=8.8.8.8');
  },
};

export const PrivateIp: Story = {
  name: 'Private IP',
  args: { keyword: '192.168.1.10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/not offered for private addresses/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open IP address profile' })).toBeNull();
  },
};

export const Ipv6: Story = {
  name: 'IPv6',
  args: { keyword: '2001:db8::8a2e:370:7334' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('IPv6 address')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open IP address profile' })).toBeEnabled();
  },
};

export const Domain: Story = {
  args: { keyword: 'Evil-Example.NET.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Looked up as')).toBeVisible();
    const details = await clickAndCapture(canvas.getByRole('button', { name: 'Open domain profile' }));
    await expect(details).toEqual([{ type: 'toggleDrawer', search_type: 5, params: { domain: 'evil-example.net' } }]);
  },
};

export const Url: Story = {
  name: 'URL',
  args: { keyword: 'https://evil-example.net/login.php?session=1' },
  play: async ({ canvasElement }) => {
    const details = await clickAndCapture(within(canvasElement).getByRole('button', { name: 'Open URL profile' }));
    await expect(details).toEqual([{ type: 'toggleDrawer', search_type: 4, params: { url: 'https://evil-example.net/login.php?session=1' } }]);
  },
};

export const Sha1: Story = {
  name: 'SHA-1',
  args: { keyword: 'A94A8FE5CCB19BA61C4C0873D391E987982FBBD3' },
  play: async ({ canvasElement }) => {
    const details = await clickAndCapture(within(canvasElement).getByRole('button', { name: 'Open file profile' }));
    await expect(details).toEqual([{ type: 'toggleDrawer', search_type: 3, params: { sha1: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3' } }]);
  },
};

export const Md5: Story = {
  name: 'MD5',
  args: { keyword: '44d88612fea8a8f36de82e1278abb02f' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MD5 hash')).toBeVisible();
    await expect(canvas.getByText(/No detail panel takes an MD5 hash/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /profile/ })).toBeNull();
  },
};

export const Sha256: Story = {
  name: 'SHA-256',
  args: { keyword: '275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No detail panel takes a SHA-256 hash/)).toBeVisible();
  },
};

export const Email: Story = {
  args: { keyword: 'kenji.mori@northwind-trading.example' },
  play: async ({ canvasElement }) => {
    const details = await clickAndCapture(within(canvasElement).getByRole('button', { name: 'Open user account profile' }));
    await expect(details).toEqual([{ type: 'toggleDrawer', search_type: 11, params: { userId: 'kenji.mori@northwind-trading.example' } }]);
  },
};

export const HostName: Story = {
  args: { keyword: 'WIN-DC01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Host name')).toBeVisible();
    await expect(canvas.getByText(/No detail panel takes a host name/)).toBeVisible();
  },
};

export const FreeText: Story = {
  args: { keyword: 'powershell -enc' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free text')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Open in the Search module' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/search/main?keyword=powershell+-enc');
  },
};

export const NoKeyword: Story = {
  args: { keyword: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No keyword' })).toBeVisible();
  },
};

/** The third-party log collector entry needs its flag (spec 000 §2.7, §6). */
export const WithoutThirdPartyFlag: Story = {
  parameters: { personaPatch: { flags: { 'tpi-3rd-party-log-collector': 0 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Search third-party logs' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Open in the Search module' })).toBeVisible();
  },
};

/** UAE hides the third-party log collector (spec 000 §6). */
export const Uae: Story = {
  name: 'UAE',
  globals: { persona: 'uae-root' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open IP address profile' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Search third-party logs' })).toBeNull();
  },
};

/**
 * A phone in Japanese, a long URL: the labels stand above their values, so the keyword has the card's
 * width and wraps inside it, and the open-profile button and the links stay on the screen.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  args: { keyword: 'https://evil-example.net/login.php?session=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'グローバル検索' })).toBeVisible();
    const about = canvas.getByRole('region', { name: 'このキーワードについて' });
    const keyword = canvas.getByText('https://evil-example.net/login.php?session=1');
    await expect(keyword.getBoundingClientRect().right).toBeLessThanOrEqual(about.getBoundingClientRect().right);
    await expect(keyword.getBoundingClientRect().top).toBeGreaterThanOrEqual(within(about).getByText('キーワード').getBoundingClientRect().bottom);
    for (const control of [canvas.getByRole('button', { name: 'URLプロファイルを開く' }), canvas.getByRole('link', { name: 'サードパーティログを検索' })]) {
      await expect(control).toBeVisible();
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
