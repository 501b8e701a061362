import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { authInfoSchema, menuResponseSchema } from '@soc/api';
import { createAuthInfo, createMenuResponse, DEFAULT_PERSONA_ID, findPersona, FIXED_NOW, PERSONAS } from '@soc/mocks';
import { CONTRAST_MORE_CLASS } from '@soc/ui';
import { useLeftMenu } from '../hooks/use-left-menu.ts';
import { AppHeader } from './app-header.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { HeaderActions } from './header-actions.tsx';
import { LeftMenu } from './left-menu.tsx';
import { ModulePage } from './module-page.tsx';
import { ShellFrame } from './shell-frame.tsx';
import { chromaticCapture } from '@soc/testing/story';

const menu = menuResponseSchema.parse(createMenuResponse({ view: 'ents' })).data;
// Built here rather than through the testing entry, whose barrel also carries the Node mock server.
const auth = authInfoSchema.parse(createAuthInfo(findPersona(DEFAULT_PERSONA_ID) ?? PERSONAS[0]));

/** The shell as the console draws it: menu, header with its actions, breadcrumbs and a module page. */
function Shell() {
  const state = useLeftMenu(menu, '/app/ti/sandbox', false);
  return (
    <div style={{ height: 720 }}>
      <ShellFrame
        header={
          <AppHeader
            productName="Security Operations Console"
            breadcrumbs={<Breadcrumbs items={[{ id: '800', name: 'Threat Intelligence' }, { id: '802', name: 'Sandbox Analysis', route: '/app/ti/sandbox' }]} onNavigate={fn()} />}
            actions={
              <HeaderActions
                auth={auth}
                onNavigate={fn()}
                openWindow={fn()}
                reload={fn()}
                onLogout={fn()}
                clock={{ now: () => FIXED_NOW, ticking: false, timeZone: 'UTC' }}
                switchPageUrl="about:blank"
              />
            }
          />
        }
        sidebar={<LeftMenu {...state} onToggleCollapsed={state.toggleCollapsed} onToggleOpen={state.toggleOpen} onSelect={fn()} />}
      >
        <ModulePage moduleName="Threat Intelligence" pageTitle="Sandbox Analysis" path="/app/ti/sandbox" />
      </ShellFrame>
    </div>
  );
}

const meta = {
  title: 'Shell/ColourModes',
  component: Shell,
  parameters: { chromatic: chromaticCapture('wide'), layout: 'fullscreen' },
  tags: ['wide'],
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

async function checkShell(canvasElement: HTMLElement, mode: 'light' | 'dark') {
  const canvas = within(canvasElement);
  await expect(canvasElement.ownerDocument.documentElement).toHaveClass(mode);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Sandbox Analysis' })).toBeVisible();
  await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // Keyboard focus stays visible on the header's controls (an outline, not only a colour change).
  const userMenu = canvas.getByRole('button', { name: /^User menu/ });
  userMenu.focus();
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
  await expect(userMenu).toHaveFocus();
  return getComputedStyle(userMenu);
}

/** Light: the default. axe checks contrast in this mode. */
export const Light: Story = {
  globals: { colorMode: 'light' },
  play: async ({ canvasElement }) => {
    await checkShell(canvasElement, 'light');
  },
};

/** Dark (a dark system, or the user's choice in the user menu). axe checks contrast in this mode. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await checkShell(canvasElement, 'dark');
    const body = getComputedStyle(canvasElement.ownerDocument.body).backgroundColor;
    const [r = 255, g = 255, b = 255] = (body.match(/\d+/g) ?? []).map(Number);
    await expect(r + g + b).toBeLessThan(3 * 60);
  },
};

/** `prefers-contrast: more`: muted text as strong as body text, stronger borders and a thicker focus ring. */
export const HighContrast: Story = {
  globals: { colorMode: 'light' },
  beforeEach: () => {
    const root = document.documentElement;
    root.classList.add(CONTRAST_MORE_CLASS);
    return () => root.classList.remove(CONTRAST_MORE_CLASS);
  },
  play: async ({ canvasElement }) => {
    const style = await checkShell(canvasElement, 'light');
    await expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(3);
    const rootStyle = getComputedStyle(canvasElement.ownerDocument.documentElement);
    await expect(rootStyle.getPropertyValue('--chakra-colors-fg-muted').trim()).toBe(rootStyle.getPropertyValue('--chakra-colors-fg').trim());
  },
};
