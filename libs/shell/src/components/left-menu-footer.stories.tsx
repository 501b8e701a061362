import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { useGate } from '@soc/rbac';
import { LeftMenu } from './left-menu.tsx';
import { LeftMenuFooter, type LeftMenuFooterProps } from './left-menu-footer.tsx';

/** The footer inside the real (empty) left menu, as the console shows it. */
function InMenu(props: LeftMenuFooterProps) {
  return (
    <div style={{ height: 360, display: 'flex' }}>
      <LeftMenu items={[]} collapsed={props.collapsed} openIds={[]} activeId={undefined} onToggleCollapsed={fn()} onToggleOpen={fn()} onSelect={fn()} footer={props.inlineHelp || props.magicIcon ? <LeftMenuFooter {...props} /> : undefined} />
    </div>
  );
}

/** The entries as the persona's gates allow them (`inlineHelpEntry`, `magicIconEntry`). */
function GatedFooter(props: Omit<LeftMenuFooterProps, 'inlineHelp' | 'magicIcon'>) {
  const inlineHelp = useGate('inlineHelpEntry');
  const magicIcon = useGate('magicIconEntry');
  return <InMenu {...props} inlineHelp={inlineHelp} magicIcon={magicIcon} />;
}

const meta = {
  title: 'Shell/LeftMenuFooter',
  component: LeftMenuFooter,
  args: { collapsed: false, inlineHelp: true, magicIcon: true, pathname: '/dashboard', onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args) => <InMenu {...args} />,
} satisfies Meta<typeof LeftMenuFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));

/** Both entries; the inline help opens the console's Help Kit page. */
export const BothEntries: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = nav(canvasElement);
    const help = menu.getByRole('link', { name: 'Help Kit' });
    await expect(help).toHaveAttribute('href', '/app/help-kit');
    await expect(menu.getByRole('button', { name: "Guided tours and what's new" })).toBeVisible();
    await userEvent.click(help);
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/help-kit');
  },
};

/** The magic icon explains, in a popover, that tours come from the guidance service; Close returns focus. */
export const MagicIconPopover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = nav(canvasElement).getByRole('button', { name: "Guided tours and what's new" });
    await userEvent.click(trigger);
    const dialog = await findFocusedOverlay('dialog', "Guided tours and what's new");
    await waitFor(() => expect(within(dialog).getByText(/provided by the product guidance service/)).toBeVisible());
    // No landmarks of its own: at the page's level a header and a footer would be a second banner and a contentinfo.
    await expect(within(dialog).queryAllByRole('banner')).toHaveLength(0);
    await expect(within(dialog).queryAllByRole('contentinfo')).toHaveLength(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard: Enter opens the popover, Escape closes it and focus returns to the entry. */
export const MagicIconKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = nav(canvasElement).getByRole('button', { name: "Guided tours and what's new" });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findFocusedOverlay('dialog', "Guided tours and what's new");
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Collapsed menu: icon-only entries with accessible names and hover titles, like the other items. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    const help = menu.getByRole('link', { name: 'Help Kit' });
    await expect(help).toHaveAttribute('title', 'Help Kit');
    await expect(menu.getByRole('button', { name: "Guided tours and what's new" })).toHaveAttribute('title', "Guided tours and what's new");
    // The icon rail: entries are icons only (the name is for assistive technology and the hover title).
    await expect(within(canvasElement).getByRole('navigation', { name: 'Main menu' }).getBoundingClientRect().width).toBe(64);
  },
};

/** On the Help Kit page the inline help entry is the current page. */
export const HelpKitCurrent: Story = {
  args: { pathname: '/app/help-kit', magicIcon: false },
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    await expect(menu.getByRole('link', { name: 'Help Kit' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.queryByRole('button', { name: "Guided tours and what's new" })).toBeNull();
  },
};

/** A service-provider view (mspc): no magic icon; the help-kit flag is 0, so the inline help shows. */
export const ServiceProviderGates: Story = {
  globals: { persona: 'mspc' },
  render: (args) => <GatedFooter collapsed={args.collapsed} pathname={args.pathname} onNavigate={args.onNavigate} />,
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    await expect(menu.getByRole('link', { name: 'Help Kit' })).toBeVisible();
    await expect(menu.queryByRole('button', { name: "Guided tours and what's new" })).toBeNull();
  },
};

/** Help-kit flag on (xsp-itops persona): no inline help; not an enterprise view, so no magic icon either. */
export const HelpKitFlagOn: Story = {
  globals: { persona: 'xsp-itops' },
  render: (args) => <GatedFooter collapsed={args.collapsed} pathname={args.pathname} onNavigate={args.onNavigate} />,
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    await expect(menu.queryByRole('link', { name: 'Help Kit' })).toBeNull();
    await expect(menu.queryByRole('button', { name: "Guided tours and what's new" })).toBeNull();
    await expect(menu.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
  },
};
