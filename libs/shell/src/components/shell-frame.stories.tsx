import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { menuResponseSchema } from '@soc/api';
import { createMenuResponse, FIXED_NOW, personaAuth } from '@soc/mocks';
import { useLeftMenu } from '../hooks/use-left-menu.ts';
import { AppHeader } from './app-header.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { HeaderActions } from './header-actions.tsx';
import { LeftMenu } from './left-menu.tsx';
import { LeftMenuFooter } from './left-menu-footer.tsx';
import { ModulePage } from './module-page.tsx';
import { ShellFrame } from './shell-frame.tsx';
import { chromaticCapture } from '@soc/testing/story';

const menu = menuResponseSchema.parse(createMenuResponse({ view: 'ents' })).data;

function Frame({ productName, collapsed, branded = false, actions, pageTitle, height = 720 }: { productName: string; collapsed: boolean; branded?: boolean; actions?: ReactNode; pageTitle?: string; height?: number | string }) {
  const state = useLeftMenu(menu, '/app/ti/sandbox', collapsed);
  return (
    <div style={{ height }}>
      <ShellFrame
        header={
          <AppHeader
            productName={productName}
            actions={actions}
            breadcrumbs={<Breadcrumbs items={[{ id: '800', name: 'Threat Intelligence' }, { id: '802', name: 'Sandbox Analysis', route: '/app/ti/sandbox' }]} onNavigate={fn()} />}
          />
        }
        sidebar={
          <LeftMenu
            {...state}
            onToggleCollapsed={state.toggleCollapsed}
            onToggleOpen={state.toggleOpen}
            onSelect={fn()}
            logo={branded ? <BrandLogo collapsed={state.collapsed} productName={productName} /> : undefined}
            footer={branded ? <LeftMenuFooter collapsed={state.collapsed} inlineHelp magicIcon pathname="/app/ti/sandbox" onNavigate={fn()} /> : undefined}
          />
        }
      >
        <ModulePage moduleName="Threat Intelligence" pageTitle={pageTitle} path="/app/ti/sandbox" />
      </ShellFrame>
    </div>
  );
}

const meta = {
  title: 'Shell/ShellFrame',
  component: Frame,
  args: { productName: 'Security Operations Console', collapsed: false },
  parameters: { chromatic: chromaticCapture('wide'), layout: 'fullscreen' },
  tags: ['wide'],
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Security Operations Console');
    await expect(canvas.getByRole('main')).toHaveTextContent('Threat Intelligence');
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  },
};

export const CollapsedMenu: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Expand menu' })).toBeVisible();
  },
};

/** The frame as the console draws it: the logo at the top of the menu, inline help and magic icon at its bottom. */
export const WithLogoAndMenuFooter: Story = {
  args: { branded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('img', { name: 'Security Operations Console' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Help Kit' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent('Security Operations Console');
  },
};

/**
 * A phone in Japanese, as the console starts there: the menu collapsed to its icons, the product name in
 * the header, the header's secondary entries in More; the page's Japanese text wraps inside the screen
 * and the frame fills the screen without the page scrolling either way.
 */
export const NarrowJapanese: Story = {
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', persona: 'ents-root', viewport: { value: 'mobile1', isRotated: false } },
  args: { collapsed: true, branded: true, pageTitle: 'サンドボックス分析', height: '100dvh' },
  render: (args, { globals }) => (
    <Frame
      {...args}
      actions={
        <HeaderActions
          auth={personaAuth(globals.persona as string)}
          onNavigate={fn()}
          openWindow={fn()}
          reload={fn()}
          onLogout={fn()}
          clock={{ now: () => FIXED_NOW, ticking: false, timeZone: 'UTC' }}
          switchPageUrl="about:blank"
          externalLinks={{ chatBot: 'https://assist.example.com/chat' }}
        />
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner', { name: 'コンソールヘッダー' });
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await expect(within(nav).getByRole('button', { name: 'メニューを展開' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'その他' })).toBeVisible();
    const user = within(header).getByRole('button', { name: /^ユーザーメニュー/ });
    await expect(user).toBeVisible();
    await expect(user.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const heading = canvas.getByRole('heading', { name: 'サンドボックス分析' });
    await expect(heading.getBoundingClientRect().left).toBeGreaterThanOrEqual(nav.getBoundingClientRect().right);
    await expect(canvas.getByRole('main').getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The icon rail shows where the user is: the current page's group, below the fold of the phone, is marked and scrolled to.
    const group = within(nav).getByRole('button', { name: '脅威インテリジェンス' });
    await expect(group).toHaveAttribute('data-holds-current', 'true');
    await waitFor(() => expect(group.getBoundingClientRect().bottom).toBeLessThanOrEqual((nav.querySelector('ul')?.getBoundingClientRect().bottom ?? 0) + 1));
    // The frame is the screen: the menu's entries (and the icon rail's screen-reader labels) scroll inside
    // the menu, and the page scrolls neither way, once the preview has settled (right after a fresh load the
    // story's root sat a few pixels lower for a moment, in the story harness only).
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => {
      expect(root.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      expect(root.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
    });
  },
};
