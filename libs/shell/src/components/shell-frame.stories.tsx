import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { menuResponseSchema } from '@soc/api';
import { createMenuResponse } from '@soc/mocks';
import { useLeftMenu } from '../hooks/use-left-menu.ts';
import { AppHeader } from './app-header.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { LeftMenu } from './left-menu.tsx';
import { LeftMenuFooter } from './left-menu-footer.tsx';
import { ModulePage } from './module-page.tsx';
import { ShellFrame } from './shell-frame.tsx';

const menu = menuResponseSchema.parse(createMenuResponse({ view: 'ents' })).data;

function Frame({ productName, collapsed, branded = false }: { productName: string; collapsed: boolean; branded?: boolean }) {
  const state = useLeftMenu(menu, '/app/ti/sandbox', collapsed);
  return (
    <div style={{ height: 720 }}>
      <ShellFrame
        header={
          <AppHeader
            productName={productName}
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
        <ModulePage moduleName="Threat Intelligence" path="/app/ti/sandbox" />
      </ShellFrame>
    </div>
  );
}

const meta = {
  title: 'Shell/ShellFrame',
  component: Frame,
  args: { productName: 'Security Operations Console', collapsed: false },
  parameters: { layout: 'fullscreen' },
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
