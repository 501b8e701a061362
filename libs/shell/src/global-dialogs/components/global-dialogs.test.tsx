import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatchToggleUIEvent, type ToggleUIEventDetail } from '@soc/events';
import { advancedFunctionHandlers, preReleaseHandlers, preReleaseOptInHandlers } from '@soc/mocks';
import { personaAuth, renderWithProviders, setupMockServer, findFocusedOverlay } from '@soc/testing';
import type { MockInstance } from 'vitest';
import { GlobalDialogs } from './global-dialogs.tsx';

// The first Chakra dialog of a file takes seconds to render on a busy shared core.
vi.setConfig({ testTimeout: 20_000 });

const { server, state, requests: seen } = setupMockServer();

function Opener({ detail }: { detail: ToggleUIEventDetail }) {
  return (
    <button type="button" onClick={() => dispatchToggleUIEvent(detail)}>
      open
    </button>
  );
}

function renderDialogs(detail?: ToggleUIEventDetail, auth = personaAuth()) {
  const onNavigate = vi.fn<(path: string) => void>();
  const view = renderWithProviders(
    <>
      {detail ? <Opener detail={detail} /> : null}
      <GlobalDialogs onNavigate={onNavigate} />
    </>,
    { auth, toaster: true },
  );
  return { onNavigate, ...view };
}

const open = (detail: ToggleUIEventDetail) => act(() => dispatchToggleUIEvent(detail));

describe('GlobalDialogs', () => {
  it('opens the generic modal at the default size with a sandboxed same-origin frame; Esc closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    renderDialogs({ type: 'toggleModal', url: '/favicon.svg', title: 'Product icon' });
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Product icon' });
    const frame = within(dialog).getByTitle('Product icon');
    expect(frame).toHaveAttribute('src', '/favicon.svg');
    expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    expect(dialog).toHaveStyle({ width: '832px' });
    expect(frame.parentElement).toHaveStyle({ height: '512px' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it.each(['toggleModal', 'toggleFullModal'] as const)('%s: Escape pressed in the framed page closes the dialog', async (type) => {
    renderDialogs();
    open({ type, url: '/favicon.svg', title: 'Product icon' });
    await screen.findByRole('dialog');
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    act(() => {
      frame.contentDocument?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a page of another origin with a message instead of a frame', async () => {
    renderDialogs();
    open({ type: 'toggleModal', url: 'https://evil.example/login', width: 600 });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This page cannot be opened here');
    expect(within(dialog).getByText('https://evil.example/login')).toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(dialog).toHaveStyle({ width: '600px' });
  });

  it('shows alert text as text and markup only sanitised; the red alert is an alert dialog', async () => {
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'showAlertPro', title: 'Saved', content: '<b>5</b> policies <img src=x onerror="window.__pwned=1">saved' });
    const dialog = await screen.findByRole('dialog', { name: 'Saved' });
    expect(within(dialog).getByText('5').tagName).toBe('B');
    expect(dialog.querySelector('img, [onerror]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    open({ type: 'showRedAlert', content: 'Use <script> tags? No.' });
    const red = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(red.querySelector('script')).toBeNull();
  });

  it('opens the companion dialog with the processing regions and goes to remote support', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderDialogs();
    open({ type: 'toggleAIDialog' });
    const dialog = await screen.findByRole('dialog', { name: 'Companion' });
    const rows = within(dialog).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['United States (US)', 'United States (US)'],
      ['Japan (JP)', 'United States (US)'],
      ['Australia (AU)', 'United States (US)'],
      ['Europe (EU)', 'European Union (EU)'],
      ['India (IN)', 'European Union (EU)'],
      ['Singapore (SG)', 'European Union (EU)'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Go to remote support' }));
    expect(onNavigate).toHaveBeenCalledWith('/admin/remote');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the foundation modal lets the root account open the upgrade page; others are told to ask the root account', async () => {
    const user = userEvent.setup();
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(null);
    const first = renderDialogs(undefined, personaAuth(undefined, { userType: 'root' }));
    open({ type: 'showFoundationUpdate' });
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Foundation Services' });
    await user.click(within(dialog).getByRole('button', { name: 'Open the upgrade page' }));
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith(expect.stringMatching(/^https?:/), '_blank', 'noopener,noreferrer'));
    expect(seen.find((r) => r.path === '/ui/uic/v3/getUpgradeUrl')?.search).toBe('?lang=en&relayState=%2Fapp%2Fbc%2Fcompany%2Flicense');
    first.unmount();
    openWindow.mockRestore();

    renderDialogs(undefined, personaAuth(undefined, { userType: 'saml' }));
    open({ type: 'showFoundationUpdate' });
    const other = await screen.findByRole('dialog', { name: 'Upgrade to Foundation Services' });
    expect(within(other).queryByRole('button', { name: 'Open the upgrade page' })).toBeNull();
    expect(other).toHaveTextContent('Only the root account of your company can start the upgrade.');
  });

  it('the foundation modal: two presses before "Opening…" shows (a double click in one task) open one upgrade window', async () => {
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDialogs(undefined, personaAuth(undefined, { userType: 'root' }));
    open({ type: 'showFoundationUpdate' });
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Foundation Services' });
    const openPage = within(dialog).getByRole('button', { name: 'Open the upgrade page' });
    act(() => {
      fireEvent.click(openPage);
      fireEvent.click(openPage);
    });
    await waitFor(() => expect(openWindow).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Open the upgrade page' })).toBeEnabled());
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(seen.filter((r) => r.path === '/ui/uic/v3/getUpgradeUrl')).toHaveLength(1);
    openWindow.mockRestore();
  });

  it('opens the full-screen overlay over an open dialog and closes it on its own', async () => {
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'showAlertPro', content: 'Below' });
    // The notice settles first (it hides the page from assistive technology a frame after opening):
    // an overlay opened within that frame would be hidden with the page.
    const notice = await screen.findByRole('dialog', { name: 'Notice' });
    await waitFor(() => expect(notice).toContainElement(document.activeElement as HTMLElement));
    open({ type: 'toggleFullModal', url: '/app/iam2/users_preference?embedded=1' });
    const overlay = await screen.findByTestId('full-screen-overlay');
    expect(within(overlay).getByTitle('Console page')).toHaveAttribute('src', '/app/iam2/users_preference?embedded=1');
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('full-screen-overlay')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it('ignores the kinds other libs render', async () => {
    renderDialogs();
    open({ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } });
    open({ type: 'toggleAttackModal', slideNumber: 1 });
    open({ type: 'objectGroupDrawer', items: [] });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('GlobalDialogs: pre-release', () => {
  let posted: MockInstance<Window['postMessage']>;
  beforeEach(() => {
    posted = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  });
  afterEach(() => posted.mockRestore());

  const messages = () => posted.mock.calls.map(([message, origin]) => ({ message, origin }));
  const message = (result: string) => ({ message: { actionType: 'optIn', result }, origin: window.location.origin });

  it('needs a key: without one nothing opens and an open dialog closes', async () => {
    renderDialogs();
    open({ type: 'togglePreRelease' });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    open({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    await screen.findByRole('dialog', { name: 'AI Scanner Guard' });
    open({ type: 'togglePreRelease' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loads the record in the current language, opts in, says so, posts success and closes', async () => {
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    const dialog = await screen.findByRole('dialog', { name: 'AI Scanner Guard' });
    expect(seen).toContainEqual(expect.objectContaining({ method: 'GET', path: '/ui/uic/v3/previewFramework/ai-scanner-guard', search: '?lang=en' }));
    expect(dialog).toHaveTextContent('Inspects prompts sent to your generative-AI applications');
    expect(dialog).toHaveTextContent('Credits may be required');
    expect(dialog).toHaveTextContent('No credits during preview.');
    expect(within(dialog).getByText('General availability').nextSibling).toHaveTextContent(/\w{3} \d{1,2}, \d{4}/);
    expect(within(dialog).queryByText('Generative AI disclaimer')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen).toContainEqual(expect.objectContaining({ method: 'POST', path: '/ui/uic/v3/previewFramework/ai-scanner-guard', body: { optIn: true } }));
    expect(seen.some((r) => r.path.includes('enable-advanced-function'))).toBe(false);
    expect(messages()).toEqual([message('success')]);
    expect(await screen.findByText('You have opted in to AI Scanner Guard.')).toBeInTheDocument();
  });

  it('two presses on Opt in before it turns busy (a double click in one task) post once', async () => {
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    const dialog = await screen.findByRole('dialog', { name: 'AI Scanner Guard' });
    const optIn = within(dialog).getByRole('button', { name: 'Opt in' });
    act(() => {
      fireEvent.click(optIn);
      fireEvent.click(optIn);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((r) => r.method === 'POST' && r.path === '/ui/uic/v3/previewFramework/ai-scanner-guard')).toHaveLength(1);
    expect(messages()).toEqual([message('success')]);
  });

  it('genAI: shows the companion disclaimer and enables the advanced function after opting in', async () => {
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'companion-genai' });
    const dialog = await screen.findByRole('dialog', { name: 'Companion' });
    expect(within(dialog).getByRole('heading', { name: 'Generative AI disclaimer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(messages()).toEqual([message('success')]));
    const posts = seen.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(posts).toEqual(['/ui/uic/v3/previewFramework/companion-genai', '/public/adg/ald-proxy/organizations/enable-advanced-function']);
  });

  it('genAI: a failed advanced function is posted as enable-advanced-function-failed', async () => {
    server.use(advancedFunctionHandlers.serverError());
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'companion-genai' });
    const dialog = await screen.findByRole('dialog', { name: 'Companion' });
    await user.click(within(dialog).getByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(messages()).toEqual([message('enable-advanced-function-failed')]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The generative-AI features could not be turned on.')).toBeInTheDocument();
  });

  it('Close posts cancel', async () => {
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    const dialog = await screen.findByRole('dialog', { name: 'AI Scanner Guard' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(messages()).toEqual([message('cancel')]);
  });

  it('an opted-in feature offers no Opt in', async () => {
    server.use(preReleaseHandlers.optedIn(state()));
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    const dialog = await screen.findByRole('dialog', { name: 'AI Scanner Guard' });
    expect(dialog).toHaveTextContent('You have opted in to this preview feature.');
    expect(within(dialog).queryByRole('button', { name: 'Opt in' })).toBeNull();
  });

  it('a failed opt-in shows the generic error, posts failed and stays open', async () => {
    server.use(preReleaseOptInHandlers.serverError());
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    const dialog = await screen.findByRole('dialog', { name: 'AI Scanner Guard' });
    await user.click(within(dialog).getByRole('button', { name: 'Opt in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    expect(alert).toHaveTextContent('Trace ID');
    expect(messages()).toEqual([message('failed')]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a failed load shows the generic error naming the key, with Retry', async () => {
    server.use(preReleaseHandlers.notFound());
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'no-such-feature' });
    const dialog = await screen.findByRole('dialog', { name: 'Preview feature' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    expect(alert).toHaveTextContent('The preview feature "no-such-feature" could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Opt in' })).toBeNull();
  });

  it('a general-availability time no date can hold reads as not announced, not a crash', async () => {
    server.use(preReleaseHandlers.custom({ GATimestamp: 1e16 }));
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'far-future' });
    const dialog = await screen.findByRole('dialog', { name: 'Preview feature' });
    expect(await within(dialog).findByText('Not announced yet')).toBeInTheDocument();
  });

  it('hostile server text runs nothing', async () => {
    server.use(preReleaseHandlers.hostile(state()));
    renderDialogs();
    open({ type: 'togglePreRelease', preReleaseKey: 'ai-scanner-guard' });
    const dialog = await screen.findByRole('dialog', { name: '<img src=x onerror=alert(1)>Preview' });
    expect(dialog.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    expect(within(dialog).getByText('terms')).not.toHaveAttribute('href');
  });
});

describe('GlobalDialogs: console extensions (showMfaReminder, showCloudSsoNotice)', () => {
  const MFA_TITLE = 'Turn on multi-factor authentication';

  it('company level: the event opens the reminder; Enable goes to the accounts page with the MFA drawer and closes', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderDialogs();
    open({ type: 'showMfaReminder', level: 'company' });
    const dialog = await screen.findByRole('dialog', { name: MFA_TITLE });
    expect(dialog).toHaveTextContent('Require it for all accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/iam2/account?openMfaDrawer=true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('full-screen-overlay')).toBeNull();
    expect(localStorage.getItem('mfaReminder:dontShow')).toBeNull();
  });

  it('user level: Enable closes the reminder and opens the IAM login-MFA page in the full-screen overlay', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderDialogs();
    open({ type: 'showMfaReminder', level: 'user' });
    const dialog = await screen.findByRole('dialog', { name: MFA_TITLE });
    expect(dialog).toHaveTextContent('Your account signs in with a password only.');
    await user.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    const overlay = await screen.findByTestId('full-screen-overlay');
    expect(within(overlay).getByTitle('Console page')).toHaveAttribute('src', '/app/iam2/users_preference?openMfa=true&embedded=1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MFA_TITLE })).toBeNull());
    await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('user level: the event may name another same-origin page; another origin falls back to the default page', async () => {
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'showMfaReminder', level: 'user', url: '/app/iam2/login-mfa?embedded=1' });
    await user.click(within(await screen.findByRole('dialog', { name: MFA_TITLE })).getByRole('button', { name: 'Enable MFA' }));
    const overlay = await screen.findByTestId('full-screen-overlay');
    expect(within(overlay).getByTitle('Console page')).toHaveAttribute('src', '/app/iam2/login-mfa?embedded=1');
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('full-screen-overlay')).toBeNull());

    open({ type: 'showMfaReminder', level: 'user', url: 'https://evil.example/mfa' });
    await user.click(within(await screen.findByRole('dialog', { name: MFA_TITLE })).getByRole('button', { name: 'Enable MFA' }));
    expect(within(await screen.findByTestId('full-screen-overlay')).getByTitle('Console page')).toHaveAttribute('src', '/app/iam2/users_preference?openMfa=true&embedded=1');
  });

  it('"don\'t show again" is kept on Skip and the next event opens nothing', async () => {
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'showMfaReminder', level: 'company' });
    const dialog = await screen.findByRole('dialog', { name: MFA_TITLE });
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show again" }));
    expect(localStorage.getItem('mfaReminder:dontShow')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('mfaReminder:dontShow')).toBe('true');

    open({ type: 'showMfaReminder', level: 'user' });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a ticked box is kept when Enable closes the reminder too', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderDialogs();
    open({ type: 'showMfaReminder', level: 'company' });
    const dialog = await screen.findByRole('dialog', { name: MFA_TITLE });
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show again" }));
    await user.click(within(dialog).getByRole('button', { name: 'Enable MFA' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/iam2/account?openMfaDrawer=true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('mfaReminder:dontShow')).toBe('true');
  });

  it('a choice stored before the event (another tab) suppresses it; an unticked Skip stores nothing and the next event opens it again', async () => {
    const user = userEvent.setup();
    renderDialogs();
    open({ type: 'showMfaReminder', level: 'company' });
    await user.click(within(await screen.findByRole('dialog', { name: MFA_TITLE })).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('mfaReminder:dontShow')).toBeNull();
    open({ type: 'showMfaReminder', level: 'company' });
    expect(within(await findFocusedOverlay('dialog', MFA_TITLE)).getByRole('checkbox', { name: "Don't show again" })).not.toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    localStorage.setItem('mfaReminder:dontShow', 'true');
    open({ type: 'showMfaReminder', level: 'company' });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Esc closes the reminder and focus returns to the opener', async () => {
    const user = userEvent.setup();
    renderDialogs({ type: 'showMfaReminder', level: 'user' });
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    await findFocusedOverlay('dialog', MFA_TITLE);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.queryByTestId('full-screen-overlay')).toBeNull();
  });

  it('a reminder without a known level opens nothing', async () => {
    renderDialogs();
    act(() => window.dispatchEvent(new CustomEvent('toggleUICEvent', { detail: { type: 'showMfaReminder', level: 'admin' } })));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('showCloudSsoNotice opens the notice with its built-in texts; Close closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderDialogs({ type: 'showCloudSsoNotice' });
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cloud single sign-on' });
    expect(dialog).toHaveTextContent('Single sign-on to your cloud apps is set up and managed outside this console.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('showCloudSsoNotice shows the opener\'s title and content, markup only sanitised', async () => {
    renderDialogs();
    open({ type: 'showCloudSsoNotice', title: 'Cloud SSO is moving', content: 'Sign in through <b>your identity provider</b><img src=x onerror="window.__pwned=1">' });
    const dialog = await screen.findByRole('dialog', { name: 'Cloud SSO is moving' });
    expect(within(dialog).getByText('your identity provider').tagName).toBe('B');
    expect(dialog.querySelector('img, [onerror]')).toBeNull();
    expect(dialog).not.toHaveTextContent('managed outside this console');
  });
});
