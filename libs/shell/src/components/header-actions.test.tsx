import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { languageHandlers, SHELL_CALL_PATHS, type PersonaPatch } from '@soc/mocks';
import { TOGGLE_UI_EVENT } from '@soc/events';
import { hiddenAtWidth } from '../testing/hidden-at-width.ts';
import { setupMockBackend } from '../testing/msw-server.ts';
import { createTestQueryClient, FIXED_NOW, personaAuth, recordRequests, renderWithProviders } from '@soc/testing';
import type { ExternalLinks } from '../model/header-links.ts';
import { HeaderActions } from './header-actions.tsx';

vi.setConfig({ testTimeout: 20_000 });
const backend = setupMockBackend();
// Every test closes the menus it opens: an overlay left open at unmount keeps Ark's page-wide
// dismiss stack busy and would swallow the next test's Escape.

const LINKS: ExternalLinks = { onlineHelp: 'https://help.example.net/', serviceStatus: 'https://status.example.net/', chatBot: 'https://assist.example.net/chat' };

function setup(personaId = 'ents-root', patch?: PersonaPatch, externalLinks: ExternalLinks = LINKS) {
  const auth = personaAuth(personaId, patch);
  const props = { onNavigate: vi.fn(), openWindow: vi.fn(), reload: vi.fn(), onLogout: vi.fn() };
  const user = userEvent.setup();
  renderWithProviders(
    <HeaderActions auth={auth} {...props} externalLinks={externalLinks} clock={{ now: () => FIXED_NOW, ticking: false, timeZone: 'UTC' }} switchPageUrl="about:blank" />,
    { auth, queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true },
  );
  return { user, auth, ...props };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: RegExp | string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}
/** Chooses a menu item with a full press and release (jsdom loses Ark's highlight on a one-step click). */
async function choose(user: ReturnType<typeof userEvent.setup>, menu: HTMLElement, name: string | RegExp) {
  const item = within(menu).getByRole('menuitem', { name });
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

describe('HeaderActions: menus by persona (spec 000 §2.3–2.5, §6)', () => {
  it('ents root: full user, company and help menus', async () => {
    const { user } = setup();
    expect(itemNames(await openMenu(user, /^User menu/))).toEqual(['Language settings', 'Account settings', 'Company profile', 'Logout']);
    await user.keyboard('{Escape}');
    expect(itemNames(await openMenu(user, /^Company menu/))).toEqual(['Switch company', 'License', 'Product instances', 'Roles', 'Accounts', 'Identity providers', 'API keys']);
    await user.keyboard('{Escape}');
    expect(itemNames(await openMenu(user, 'Help'))).toEqual([
      'Online help(opens in a new window)', 'Service status(opens in a new window)', 'Automation center', 'About', 'Self-diagnosisPreview', 'Contact us(opens in a new window)',
    ]);
    await user.keyboard('{Escape}');
  });

  it('SAML analyst with limited permissions: switch offered, no profile, limited company entries', async () => {
    const { user } = setup('entp-saml-analyst');
    expect(itemNames(await openMenu(user, /^User menu/))).toEqual(['Language settings', 'Account settings', 'Switch SAML group', 'Logout']);
    await user.keyboard('{Escape}');
    expect(itemNames(await openMenu(user, /^Company menu/))).toEqual(['Switch company', 'Product instances', 'Accounts', 'Identity providers']);
    await user.keyboard('{Escape}');
  });

  it('non-foundation company: the plain company name, no company menu', () => {
    setup('smbp-legacy');
    expect(screen.queryByRole('button', { name: /^Company menu/ })).not.toBeInTheDocument();
    expect(screen.getByText('Bluebird Bakery')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Case log' })).not.toBeInTheDocument();
  });

  it('UAE: no language settings, no contact us', async () => {
    const { user } = setup('uae-root');
    expect(itemNames(await openMenu(user, /^User menu/))).not.toContain('Language settings');
    await user.keyboard('{Escape}');
    expect(itemNames(await openMenu(user, 'Help')).join()).not.toContain('Contact us');
    await user.keyboard('{Escape}');
  });

});

describe('HeaderActions: navigation and windows', () => {
  it('account settings, company profile and company entries navigate', async () => {
    const { user, onNavigate } = setup();
    await choose(user, await openMenu(user, /^User menu/), 'Account settings');
    expect(onNavigate).toHaveBeenLastCalledWith('/app/iam2/users_preference');
    await choose(user, await openMenu(user, /^User menu/), 'Company profile');
    expect(onNavigate).toHaveBeenLastCalledWith('/app/bc/company/profile');
    for (const [name, path] of [['License', '/app/bc/company/license'], ['Product instances', '/admin/product-instance'], ['Roles', '/app/iam2/role'], ['Accounts', '/app/iam2/account'], ['Identity providers', '/app/iam2/idp'], ['API keys', '/app/iam2/apikey']] as const) {
      await choose(user, await openMenu(user, /^Company menu/), name);
      expect(onNavigate).toHaveBeenLastCalledWith(path);
    }
  });

  it('non-foundation account settings use the legacy page', async () => {
    const { user, onNavigate } = setup('smbp-legacy');
    await choose(user, await openMenu(user, /^User menu/), 'Account settings');
    expect(onNavigate).toHaveBeenCalledWith('/app/bc/iam/users_preference');
  });

  it('help entries: pages in the console, the external contact page in a new window', async () => {
    const { user, onNavigate, openWindow } = setup();
    for (const [name, path] of [['Automation center', '/admin/automation_center'], ['About', '/users/about'], [/^Self-diagnosis/, '/app/self-diagnosis']] as const) {
      await choose(user, await openMenu(user, 'Help'), name);
      expect(onNavigate).toHaveBeenLastCalledWith(path);
    }
    await choose(user, await openMenu(user, 'Help'), /^Contact us/);
    expect(openWindow).toHaveBeenCalledWith('/ui/bc/iam/contact-support');
  });

  it('GOV_US contact us opens the support form, focus returns to the help button on close', async () => {
    const { user, openWindow } = setup('gov-us-root');
    await choose(user, await openMenu(user, 'Help'), 'Contact us');
    const dialog = await screen.findByRole('dialog', { name: 'Contact technical support' });
    expect(openWindow).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus());
  });

  it('clock settings link: /admin/timezone with the console permission, else /users/403', async () => {
    const first = setup();
    await first.user.click(screen.getByRole('link', { name: 'Time zone settings' }));
    expect(first.onNavigate).toHaveBeenCalledWith('/admin/timezone');
    expect(screen.getByText('09:30:00')).toBeInTheDocument();
    expect(screen.getByText('UTC+00:00')).toBeInTheDocument();
  });

  it('clock settings link without the console permission leads to 403', () => {
    setup('ents-root', { rbac: { console: 0 } });
    expect(screen.getByRole('link', { name: 'Time zone settings' })).toHaveAttribute('href', '/users/403');
  });

  it('enterprise entries: case log page, AI dialog event, chat bot in a new window', async () => {
    const { user, onNavigate } = setup('entp-saml-analyst');
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(TOGGLE_UI_EVENT, listener);
    await user.click(screen.getByRole('button', { name: 'Case log' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/acl/casemgm');
    await user.click(screen.getByRole('button', { name: 'AI assistant' }));
    expect(events).toEqual([{ type: 'toggleAIDialog' }]);
    window.removeEventListener(TOGGLE_UI_EVENT, listener);
    const chatBot = screen.getByRole('link', { name: 'Chat bot (opens in a new window)' });
    expect(chatBot).toHaveAttribute('target', '_blank');
    expect(chatBot).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('service provider: top help menu and the partner support email', async () => {
    const { user, onNavigate } = setup('xsp-itops');
    expect(screen.queryByRole('button', { name: 'Case log' })).not.toBeInTheDocument();
    await choose(user, await openMenu(user, 'Service provider help'), 'Getting started');
    expect(onNavigate).toHaveBeenCalledWith('/users/started');
    await user.click(screen.getByRole('button', { name: 'Partner technical support' }));
    const support = await screen.findByRole('menuitem', { name: 'Email soc-support@contoso-msp.example' });
    expect(support).toHaveAttribute('href', 'mailto:soc-support@contoso-msp.example');
    await user.keyboard('{Escape}');
  });
});

describe('HeaderActions: partner support fits a phone (spec 000 §2.2, WCAG 1.4.10)', () => {
  const PHONES = [320, 360, 390, 414];
  const SUPPORT_EMAIL = 'Email soc-support@contoso-msp.example';

  it.each(['xsp-itops', 'ents-root'])('%s with a partner id: below md the support moves into "More", with the same mail link', async (personaId) => {
    const { user } = setup(personaId, { partnerId: 'partner-3141' });
    const button = screen.getByRole('button', { name: 'Partner technical support' });
    const more = screen.getByRole('button', { name: 'More' });
    for (const width of PHONES) {
      expect(hiddenAtWidth(button, width)).toBe(true);
      expect(hiddenAtWidth(more, width)).toBe(false);
    }
    const group = within(await openMenu(user, 'More')).getByRole('group', { name: "Your service provider's technical support" });
    expect(await within(group).findByRole('menuitem', { name: SUPPORT_EMAIL })).toHaveAttribute('href', 'mailto:soc-support@contoso-msp.example');
    await user.keyboard('{Escape}');
  });

  it('in a service provider\'s view, from md it is a header button of its own, and "More" is hidden', async () => {
    const { user } = setup('xsp-itops');
    const button = screen.getByRole('button', { name: 'Partner technical support' });
    const more = screen.getByRole('button', { name: 'More' });
    for (const width of [768, 1024, 1280, 1680]) {
      expect(hiddenAtWidth(button, width)).toBe(false);
      expect(hiddenAtWidth(more, width)).toBe(true);
    }
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: SUPPORT_EMAIL })).toHaveAttribute('href', 'mailto:soc-support@contoso-msp.example');
    await user.keyboard('{Escape}');
  });

  it('in an enterprise view (search box, case log, AI, chat bot), from xl; below, the row has no room for it', () => {
    setup('ents-root', { partnerId: 'partner-3141' });
    const button = screen.getByRole('button', { name: 'Partner technical support' });
    const more = screen.getByRole('button', { name: 'More' });
    for (const width of [768, 1024, 1279]) {
      expect(hiddenAtWidth(button, width)).toBe(true);
      expect(hiddenAtWidth(more, width)).toBe(false);
    }
    for (const width of [1280, 1680]) {
      expect(hiddenAtWidth(button, width)).toBe(false);
      expect(hiddenAtWidth(more, width)).toBe(true);
    }
  });

  it('without a partner id there is no support, in the header or in "More"', async () => {
    const { user } = setup();
    expect(screen.queryByRole('button', { name: 'Partner technical support' })).not.toBeInTheDocument();
    const menu = await openMenu(user, 'More');
    expect(within(menu).queryByRole('group', { name: "Your service provider's technical support" })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
  });
});

describe('HeaderActions: a demo account\'s badge and a partner\'s support leave the row where it has no room (spec 000 §2.2)', () => {
  // What is in the row at each width: the secondary entries (here the case log) go with the badge.
  const inRow = (width: number) => ({
    caseLog: !hiddenAtWidth(screen.getByRole('button', { name: 'Case log' }), width),
    leaveDemo: !hiddenAtWidth(screen.getByRole('button', { name: 'Leave demo' }), width),
    more: !hiddenAtWidth(screen.getByRole('button', { name: 'More' }), width),
  });

  it('a demo account: in "More" below xl (at 1024–1110 px the search box was drawn under Leave demo)', () => {
    setup('demo');
    for (const width of [390, 1024, 1100, 1279]) expect(inRow(width)).toEqual({ caseLog: false, leaveDemo: false, more: true });
    expect(inRow(1280)).toEqual({ caseLog: true, leaveDemo: true, more: false });
  });

  it('a demo account with a partner id: in "More" below 2xl', () => {
    setup('demo', { partnerId: 'partner-3141' });
    for (const width of [1024, 1280, 1535]) expect(inRow(width)).toEqual({ caseLog: false, leaveDemo: false, more: true });
    expect(inRow(1536)).toEqual({ caseLog: true, leaveDemo: true, more: false });
  });
});

describe('HeaderActions: external links are deployment settings', () => {
  it('opens the configured help pages in a new window', async () => {
    const { user, openWindow } = setup();
    await choose(user, await openMenu(user, 'Help'), /^Online help/);
    expect(openWindow).toHaveBeenLastCalledWith('https://help.example.net/');
    await choose(user, await openMenu(user, 'Help'), /^Service status/);
    expect(openWindow).toHaveBeenLastCalledWith('https://status.example.net/');
    expect(screen.getByRole('link', { name: 'Chat bot (opens in a new window)' })).toHaveAttribute('href', 'https://assist.example.net/chat');
  });

  it('shows no entry whose address is not configured', async () => {
    const { user } = setup('ents-root', undefined, {});
    expect(itemNames(await openMenu(user, 'Help'))).toEqual(['Automation center', 'About', 'Self-diagnosisPreview', 'Contact us(opens in a new window)']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Case log' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Chat bot/ })).not.toBeInTheDocument();
  });

  it('hides each entry on its own, blank addresses included', async () => {
    const { user } = setup('entp-saml-analyst', undefined, { onlineHelp: 'https://help.example.net/', serviceStatus: '  ' });
    expect(itemNames(await openMenu(user, 'Help')).slice(0, 2)).toEqual(['Online help(opens in a new window)', 'Automation center']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: /Chat bot/ })).not.toBeInTheDocument();
  });

  it('the top-help menu keeps getting started and drops the help pages without an address', async () => {
    const { user, openWindow } = setup('xsp-itops', undefined, { serviceStatus: 'https://status.example.net/' });
    const menu = await openMenu(user, 'Service provider help');
    expect(itemNames(menu)).toEqual(['Getting started', 'Service status(opens in a new window)']);
    await choose(user, menu, /^Service status/);
    expect(openWindow).toHaveBeenCalledWith('https://status.example.net/');
  });
});

describe('HeaderActions: demo, language, switch', () => {
  it('Leave demo forgets username and role and logs out', async () => {
    localStorage.setItem('username', 'demo.analyst');
    localStorage.setItem('role', 'Senior Analyst');
    localStorage.setItem('token', 'keep-for-logout');
    const { user, onLogout } = setup('demo');
    expect(screen.getByText('Demo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave demo' }));
    expect(localStorage.getItem('username')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('no demo badge for other accounts', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Leave demo' })).not.toBeInTheDocument();
  });

  it('language: posts the choice, stores it, shows the saved notice, then reloads', async () => {
    const { user, reload } = setup();
    await choose(user, await openMenu(user, /^User menu/), 'Language settings');
    const drawer = await screen.findByRole('dialog', { name: 'Language settings' });
    expect(within(drawer).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(drawer).getByText('Japanese: machine translation may be used for pre-release content.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: '日本語' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Language saved. The console reloads in the new language.')).toBeInTheDocument();
    expect(backend.state().language).toBe('ja');
    expect(localStorage.getItem('language')).toBe('ja');
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('language: a failed save shows the common error, stores nothing and does not reload', async () => {
    backend.server.use(languageHandlers.serverError());
    const { user, reload } = setup();
    await choose(user, await openMenu(user, /^User menu/), 'Language settings');
    const drawer = await screen.findByRole('dialog', { name: 'Language settings' });
    await user.click(within(drawer).getByRole('radio', { name: '日本語' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Language settings' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(reload).not.toHaveBeenCalled();
  });

  it('language: while Save is pending (the rest of the drawer disabled) Save keeps the focus, and still does after a failed save', async () => {
    let fail: (() => void) | undefined;
    backend.server.use(http.post(SHELL_CALL_PATHS.language, () => new Promise<Response>((resolve) => (fail = () => resolve(HttpResponse.json({}, { status: 500 }))))));
    const { user } = setup();
    await choose(user, await openMenu(user, /^User menu/), 'Language settings');
    const drawer = await screen.findByRole('dialog', { name: 'Language settings' });
    await user.click(within(drawer).getByRole('radio', { name: '日本語' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    const saving = await within(drawer).findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(within(drawer).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Busy, not disabled: Save keeps the focus the click gave it.
    expect(saving).toHaveFocus();
    await waitFor(() => expect(fail).toBeDefined());
    fail?.();
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));
    expect(within(drawer).getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('language: two presses on Save before it turns busy (a double click in one task) post once', async () => {
    const calls = recordRequests(backend.server);
    const { user, reload } = setup();
    await choose(user, await openMenu(user, /^User menu/), 'Language settings');
    const drawer = await screen.findByRole('dialog', { name: 'Language settings' });
    await user.click(within(drawer).getByRole('radio', { name: '日本語' }));
    const save = within(drawer).getByRole('button', { name: 'Save' });
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(calls.seen.filter((r) => r.method === 'POST' && r.path === SHELL_CALL_PATHS.language)).toHaveLength(1);
    calls.stop();
  });

  it('language: a language saved in another tab offers a reload here, and reloads when asked', async () => {
    const { user, reload } = setup();
    localStorage.setItem('language', 'ja');
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', oldValue: 'en', newValue: 'ja', storageArea: localStorage }));
    expect(await screen.findByText("The console's language was changed in another tab or window.")).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('language: Cancel closes without saving and returns focus to the user menu', async () => {
    const { user } = setup();
    await choose(user, await openMenu(user, /^User menu/), 'Language settings');
    const drawer = await screen.findByRole('dialog', { name: 'Language settings' });
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.state().language).toBe('en');
    await waitFor(() => expect(screen.getByRole('button', { name: /^User menu/ })).toHaveFocus());
  });

  it('switch company opens the full-screen modal; a "close" message from an allowed origin closes it', async () => {
    const { user, auth } = setup();
    await choose(user, await openMenu(user, /^Company menu/), 'Switch company');
    const modal = await screen.findByRole('dialog', { name: 'Switch company' });
    expect(within(modal).getByTitle('Switch company').tagName).toBe('IFRAME');
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example.com', data: { type: 'switchCompany', result: 'close' } }));
    expect(screen.getByRole('dialog', { name: 'Switch company' })).toBeInTheDocument();
    window.dispatchEvent(new MessageEvent('message', { origin: auth.consoleSettings.allowedOrigins?.[0], data: { type: 'switchCompany', result: 'close' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closing a switch returns focus to the menu it was chosen from', async () => {
    const { user } = setup('entp-saml-analyst');
    const close = (type: string) => window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type, result: 'close' } }));
    await choose(user, await openMenu(user, /^Company menu/), 'Switch company');
    await screen.findByRole('dialog', { name: 'Switch company' });
    close('switchCompany');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /^Company menu/ })).toHaveFocus());
    await choose(user, await openMenu(user, /^User menu/), 'Switch SAML group');
    await screen.findByRole('dialog', { name: 'Switch SAML group' });
    close('switchSamlGroup');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /^User menu/ })).toHaveFocus());
  });

  it('switch SAML group: mfaEnabled from the console origin logs out', async () => {
    const { user, onLogout } = setup('entp-saml-analyst');
    await choose(user, await openMenu(user, /^User menu/), 'Switch SAML group');
    await screen.findByRole('dialog', { name: 'Switch SAML group' });
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'switchSamlGroup', result: 'mfaEnabled' } }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
