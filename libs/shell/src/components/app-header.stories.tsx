import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { authInfoSchema } from '@soc/api';
import { createAuthInfo, customisePersona, findPersona, FIXED_NOW, PERSONAS, type PersonaPatch } from '@soc/mocks';
import { AppHeader, type AppHeaderProps } from './app-header.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { GlobalSearchBox } from './global-search-box.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { HeaderActions } from './header-actions.tsx';

// The header frame with what the console puts in its slots: the logo, the breadcrumbs of the current
// page and the persona's header actions (frozen clock, placeholder external addresses).
/** The auth info of the toolbar's persona, parsed as the console parses the server's. */
const personaAuth = (id: string, patch: PersonaPatch = {}) => authInfoSchema.parse(createAuthInfo(customisePersona(findPersona(id) ?? PERSONAS[0], patch)));

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide'), layout: 'fullscreen' },
  args: { productName: 'Security Operations Console', showProductName: true },
  render: (args: AppHeaderProps, { globals, parameters }) => (
    <AppHeader
      {...args}
      logo={<BrandLogo placement="header" productName={args.productName} />}
      breadcrumbs={
        <Breadcrumbs
          items={[
            { id: '800', name: 'Threat Intelligence' },
            { id: '802', name: 'Sandbox Analysis', route: '/app/ti/sandbox' },
          ]}
          onNavigate={fn()}
        />
      }
      actions={
        <>
          {parameters.withSearch ? <GlobalSearchBox onSearch={fn()} onBack={fn()} canGoBack={() => true} onHome={fn()} /> : null}
          <HeaderActions
          auth={personaAuth(globals.persona as string, parameters.personaPatch)}
          onNavigate={fn()}
          openWindow={fn()}
          reload={fn()}
          onLogout={fn()}
          clock={{ now: () => FIXED_NOW, ticking: false, timeZone: 'UTC' }}
          switchPageUrl="about:blank"
          externalLinks={{ chatBot: 'https://assist.example.com/chat' }}
          />
        </>
      }
    />
  ),
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wide window: product name, breadcrumbs, the case log, AI assistant, chat bot and clock in the header. */
export const Wide: Story = {
  globals: { persona: 'ents-root' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner', { name: 'Console header' });
    await expect(within(header).getByText('Security Operations Console')).toBeVisible();
    await expect(within(header).getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Case log' })).toBeVisible();
    await expect(within(header).getByRole('link', { name: 'Chat bot (opens in a new window)' })).toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'More' })).toBeNull();
    await expect(within(header).getByRole('button', { name: /^User menu/ })).toBeVisible();
  },
};

/**
 * The search box in use at 1280 px with every enterprise entry and the clock: the row has no 640 px to
 * spare, so the box takes what the others leave; the user menu stays on the screen and nothing scrolls
 * sideways.
 */
export const WideWithSearchInUse: Story = {
  globals: { persona: 'ents-root' },
  parameters: { withSearch: true },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner', { name: 'Console header' });
    const input = within(header).getByRole('combobox', { name: 'Global search' });
    const restWidth = input.getBoundingClientRect().width;
    await userEvent.click(input);
    await waitFor(() => expect(within(header).getByRole('search')).toHaveAttribute('data-state', 'expanded'));
    await waitFor(() => expect(input.getBoundingClientRect().width).toBeGreaterThan(restWidth + 100));
    const userMenu = within(header).getByRole('button', { name: /^User menu/ });
    await expect(userMenu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Whether two boxes share any area. */
const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A demo account with a partner id in a 1024 px window (the play's; the visual pass draws it at 1280 px):
 * the demo badge, Leave demo and the partner's technical support have no room beside the 144 px search
 * box, so they are in More with the clock and the enterprise entries. Before, the box was drawn under
 * Leave demo, and a click in its middle signed the user out.
 */
export const DemoWithPartner: Story = {
  globals: { persona: 'demo', viewport: { value: 'header1024', isRotated: false } },
  parameters: {
    withSearch: true,
    personaPatch: { partnerId: 'partner-3141' },
    viewport: { options: { header1024: { name: '1024 px', styles: { width: '1024px', height: '768px' }, type: 'desktop' } } },
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner', { name: 'Console header' });
    const input = within(header).getByRole('combobox', { name: 'Global search' });
    const box = input.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(144);
    const others = [...within(header).queryAllByRole('button'), ...within(header).queryAllByRole('link')];
    await expect(others.filter((other) => overlap(other.getBoundingClientRect(), box)).map((other) => other.textContent)).toEqual([]);
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(input);
    await expect(within(header).queryByRole('button', { name: 'Leave demo' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'More' }));
    const menu = await findFocusedOverlay('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Leave demo' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/** Beside the expanded left menu, which already shows the product name: the header leaves it out. */
export const WithoutProductName: Story = {
  args: { showProductName: false },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner', { name: 'Console header' });
    await expect(within(header).queryByText('Security Operations Console')).toBeNull();
    await expect(within(header).getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

/**
 * A 320 px window (or 400 % zoom): the name and breadcrumbs give way, the secondary entries and the
 * clock move into More, and nothing scrolls sideways (WCAG 1.4.10). More opens from the keyboard.
 */
export const Narrow: Story = {
  globals: { persona: 'ents-root', viewport: { value: 'mobile1', isRotated: false } },
  // A phone (Storybook's mobile1): the visual pass draws stories tagged `narrow` at 320×568.
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner', { name: 'Console header' });
    await expect(within(header).getByText('Security Operations Console')).not.toBeVisible();
    await expect(within(header).queryByRole('button', { name: 'Case log' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const more = within(header).getByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findFocusedOverlay('menu');
    await waitFor(() => expect(within(menu).getByText(/\d{2}:\d{2}:\d{2}/)).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Time zone settings', 'Case log', 'AI assistant', 'Chat bot(opens in a new window)',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/**
 * A phone in Japanese with a partner id (spec 000 §2.2): the partner's technical support moves into More
 * with the other secondary entries, so the user menu stays on the screen and nothing scrolls sideways.
 */
export const NarrowWithPartner: Story = {
  globals: { locale: 'ja', persona: 'ents-root', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), personaPatch: { partnerId: 'partner-3141' } },
  tags: ['!wide', 'narrow'],
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner', { name: 'コンソールヘッダー' });
    await expect(within(header).queryByRole('button', { name: 'パートナーのテクニカルサポート' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(header).getByRole('button', { name: /^ユーザーメニュー/ }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(header).getByRole('button', { name: 'その他' }));
    const menu = await findFocusedOverlay('menu');
    const support = within(menu).getByRole('group', { name: 'サービスプロバイダーのテクニカルサポート' });
    await expect(await within(support).findByRole('menuitem', { name: 'メール：soc-support@contoso-msp.example' })).toHaveAttribute('href', 'mailto:soc-support@contoso-msp.example');
  },
};
