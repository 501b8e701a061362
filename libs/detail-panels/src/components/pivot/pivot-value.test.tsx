import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findFocusedOverlay, renderWithProviders } from '@soc/testing';
import { DetailList } from '@soc/ui';
import { PivotProvider, type PivotActions } from './pivot-context.tsx';
import { PivotField, PivotValue, type PivotValueProps } from './pivot-value.tsx';

// Menus animate through several frames; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

function renderValue(props: PivotValueProps, actions?: PivotActions) {
  const value = <PivotValue {...props} />;
  return renderWithProviders(actions ? <PivotProvider value={actions}>{value}</PivotProvider> : value, { toaster: true });
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu', { name });
}

const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

// user-event puts its own clipboard in place on setup(): each test stubs it after that.
let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('PivotValue', () => {
  it('is a menu button named after its value', () => {
    renderValue({ value: '203.0.113.45', kind: 'ip' });
    const button = screen.getByRole('button', { name: '203.0.113.45' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Copy only without a provider (a panel outside the drawer)', async () => {
    const user = userEvent.setup();
    renderValue({ value: '203.0.113.45', kind: 'ip' });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    expect(itemNames(await openMenu(user, '203.0.113.45'))).toEqual(['Copy']);
  });

  it('offers Copy, Search for it and Open its profile inside the drawer, and each acts', async () => {
    const user = userEvent.setup();
    const actions = { openProfile: vi.fn(), search: vi.fn() };
    renderValue({ value: '203.0.113.45', kind: 'ip' }, actions);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const menu = await openMenu(user, '203.0.113.45');
    expect(itemNames(menu)).toEqual(['Copy', 'Search for it', 'Open its profile']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Open its profile' }));
    expect(actions.openProfile).toHaveBeenCalledWith({ searchType: 6, params: { ip: '203.0.113.45' } });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(within(await openMenu(user, '203.0.113.45')).getByRole('menuitem', { name: 'Search for it' }));
    expect(actions.search).toHaveBeenCalledWith('203.0.113.45');
    expect(actions.openProfile).toHaveBeenCalledTimes(1);
  });

  // One value per test: five menus opened in one jsdom test took over 5 s when the workspace's tests ran side by side.
  function renderPivots() {
    const actions: PivotActions = { openProfile: vi.fn(), search: vi.fn(), current: { searchType: 3, params: { sha1: SHA1 } } };
    renderWithProviders(
      <PivotProvider value={actions}>
        <PivotValue value="192.168.0.10" kind="ip" />
        <PivotValue value="WIN-FIN-042" kind="hostname" />
        <PivotValue value={SHA1} kind="hash" format="hash" />
        <PivotValue value="jdoe@example.com" kind="email" profile={null} />
        <PivotValue value="jdoe" kind="user" profile={{ searchType: 11, params: { userId: 'u-7' } }} />
      </PivotProvider>,
    );
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return actions;
  }

  it.each([
    ['a private address', '192.168.0.10'],
    ['a value no panel takes', 'WIN-FIN-042'],
    ['the panel on show', SHA1],
    ['a value whose panel says it has none', 'jdoe@example.com'],
  ])('offers no profile for %s', async (_case, name) => {
    const user = userEvent.setup();
    renderPivots();
    expect(itemNames(await openMenu(user, name))).toEqual(['Copy', 'Search for it']);
  });

  it('opens the profile a panel supplies, over the kind\'s own', async () => {
    const user = userEvent.setup();
    const actions = renderPivots();
    await user.click(within(await openMenu(user, 'jdoe')).getByRole('menuitem', { name: 'Open its profile' }));
    expect(actions.openProfile).toHaveBeenCalledWith({ searchType: 11, params: { userId: 'u-7' } });
  });

  it('works from the keyboard: Enter opens on the first item, arrows move, Enter acts, Esc returns focus', async () => {
    const user = userEvent.setup();
    const actions = { openProfile: vi.fn(), search: vi.fn() };
    renderValue({ value: 'example-billing.net', kind: 'domain' }, actions);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const button = screen.getByRole('button', { name: 'example-billing.net' });
    await user.tab();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    const menu = await findFocusedOverlay('menu', 'example-billing.net');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    const again = await findFocusedOverlay('menu', 'example-billing.net');
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Copy' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Open its profile' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(actions.openProfile).toHaveBeenCalledWith({ searchType: 5, params: { domain: 'example-billing.net' } });
    expect(actions.search).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('gives the focus back to its value when Enter acts before the frame an arrow key asked for', async () => {
    const user = userEvent.setup();
    renderValue({ value: '203.0.113.45', kind: 'ip' }, { openProfile: vi.fn(), search: vi.fn() });
    const button = screen.getByRole('button', { name: '203.0.113.45' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await findFocusedOverlay('menu', '203.0.113.45');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy' })).toHaveAttribute('data-highlighted'));
    // Hold the frames back, as a busy machine does: the arrow key's "focus the menu" runs after Enter closed it.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      fireEvent.keyDown(menu, { key: 'ArrowDown' });
      fireEvent.keyDown(menu, { key: 'ArrowDown' });
      fireEvent.keyDown(menu, { key: 'Enter' });
      await waitFor(() => expect(button).toHaveFocus()); // the close gave it back…
      while (frames.length > 0) frames.shift()?.(performance.now()); // …and the late frame takes it into the menu
    } finally {
      raf.mockRestore();
    }
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('copies the value verbatim and says so', async () => {
    const user = userEvent.setup();
    renderValue({ value: 'https://a.example/x?y=1 ', kind: 'url' });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(within(await openMenu(user, 'https://a.example/x?y=1')).getByRole('menuitem', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://a.example/x?y=1 ');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
  });

  it('says when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderValue({ value: 'a.user@example.com', kind: 'email' });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    await user.click(within(await openMenu(user, 'a.user@example.com')).getByRole('menuitem', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy to the clipboard')).toBeVisible();
  });
});

describe('PivotField', () => {
  it('shows one pivot per value, leaves out blanks, and a dash for none', () => {
    renderWithProviders(
      <DetailList columns={1}>
        <PivotField label="Hosted IPs" kind="ip" value={['203.0.113.45', ' ', null, '203.0.113.46']} />
        <PivotField label="Domain" kind="domain" value={null} />
      </DetailList>,
    );
    expect(screen.getByRole('button', { name: '203.0.113.45' })).toBeVisible();
    expect(screen.getByRole('button', { name: '203.0.113.46' })).toBeVisible();
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText('Domain').closest('.detail-field')).toHaveTextContent('-');
  });

  it('shows a long list a page at a time: 50 values and "Show more", which reveals 50 more and focuses the first of them', async () => {
    const user = userEvent.setup();
    const values = Array.from({ length: 3000 }, (_, index) => `10.0.${Math.floor(index / 250)}.${index % 250}`);
    renderWithProviders(
      <DetailList columns={1}>
        <PivotField label="IPs" kind="ip" value={values} />
      </DetailList>,
    );
    const pivots = () => screen.getAllByRole('button', { name: /^10\.0\./ });
    expect(pivots()).toHaveLength(50);
    expect(pivots().at(-1)).toHaveAccessibleName('10.0.0.49');

    await user.click(screen.getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(pivots()).toHaveLength(100);
    await waitFor(() => expect(screen.getByRole('button', { name: '10.0.0.50' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Show 50 more (2900 not shown)' })).toBeVisible();
  });

  it('shows a list of 50 whole, without "Show more"', () => {
    const values = Array.from({ length: 50 }, (_, index) => `10.0.0.${index}`);
    renderWithProviders(
      <DetailList columns={1}>
        <PivotField label="IPs" kind="ip" value={values} />
      </DetailList>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(50);
  });
});
