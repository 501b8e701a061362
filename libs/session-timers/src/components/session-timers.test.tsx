// The container against the mock backend's handlers (msw), on fake timers and a fake wall clock.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionQueryOptions } from '@soc/api';
import { activeStatusHandlers, createMockState, sessionHandlers } from '@soc/mocks';
import { createTestQueryClient, personaAuth, renderWithProviders } from '@soc/testing';
import { FakeBroadcastChannel } from '../testing/fake-broadcast-channel.ts';
import { stubLayout } from '../testing/layout-stub.ts';
import { SessionTimers } from './session-timers.tsx';

const T0 = Date.UTC(2026, 10, 20, 9, 30, 0);
// activeStatus answers by default: every click is activity, posted 5 s later.
const server = setupServer(activeStatusHandlers.default(createMockState()));
const requests: Array<{ method: string; path: string; body?: unknown }> = [];
let restoreLayout: () => void;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'POST' ? ((await request.clone().json()) as unknown) : undefined;
    requests.push({ method: request.method, path: new URL(request.url).pathname, body });
  });
  restoreLayout = stubLayout();
});
afterAll(() => {
  server.close();
  restoreLayout();
});
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  // Testing Library drains React's work with a 0 ms timeout; it advances fake timers only for `jest`.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  requests.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  FakeBroadcastChannel.reset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// waitFor/findBy would advance the fake clock while polling: settle instead, the clock stays put.
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
async function settle() {
  for (let i = 0; i < 10; i += 1) await advance(0);
}
async function findByRole(...args: Parameters<typeof screen.getByRole>) {
  await settle();
  return screen.getByRole(...args);
}
const sessionGets = () => requests.filter((r) => r.method === 'GET' && r.path === '/ui/uic/v3/session').length;
const activeStatusPosts = () => requests.filter((r) => r.method === 'POST' && r.path === '/ui/uic/v3/activeStatus');

// Never stale: a seeded session answer is used as is, not fetched again on mount.
const sessionClient = () => createTestQueryClient({ staleTime: Infinity });

/** The shell already loaded the session: the timers start from its cached answer. */
function seededClient(idleS: number, sessionS: number, isFoundation = true) {
  const client = sessionClient();
  client.setQueryData(sessionQueryOptions().queryKey, { timeoutLeft: { idleTimeoutLeft: idleS * 1000, sessionTimeoutLeft: sessionS * 1000 }, isFoundation });
  return client;
}

function setup(deps: Parameters<typeof SessionTimers>[0]['deps'] = {}, queryClient = sessionClient(), auth = personaAuth()) {
  const assign = vi.fn();
  const log = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<SessionTimers deps={{ assign, log, currentLocation: () => '/app/search', ...deps }} />, { queryClient, auth });
  return { ...view, assign, log, user };
}

// Chakra in jsdom is slow to mount: generous timeouts, no real waiting.
describe('SessionTimers', { timeout: 30_000 }, () => {
  it('loads the session, warns at 60 s idle, and Confirm posts activeStatus and returns focus', async () => {
    server.use(sessionHandlers.timeLeft(61, 3600), activeStatusHandlers.default(createMockState()));
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.append(outside);
    outside.focus();
    const { user } = setup();
    await advance(0);
    await settle();
    expect(sessionGets()).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await advance(1000);
    const dialog = await findByRole('alertdialog', { name: 'Are you still there?' });
    expect(screen.getByRole('timer')).toHaveTextContent('60 seconds');
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('59 seconds');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await settle();
    expect(confirm).toHaveFocus();

    await user.click(confirm);
    await advance(20); // the dialog unmounts on the next animation frame
    expect(dialog).not.toBeInTheDocument();
    await settle();
    expect(activeStatusPosts()).toEqual([{ method: 'POST', path: '/ui/uic/v3/activeStatus', body: { isActive: true } }]);
    await settle();
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('shows the session warning in minutes, then exact seconds; Continue above 60 s re-reads the session', async () => {
    server.use(sessionHandlers.timeLeft(100_000, 3600));
    const { user } = setup({}, seededClient(100_000, 290));
    const timer = await findByRole('timer');
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to expire' })).toBeInTheDocument();
    expect(timer).toHaveTextContent('4:50');

    await user.click(screen.getByRole('button', { name: 'Continue session' }));
    await advance(499);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sessionGets()).toBe(0);
    await advance(1);
    await settle();
    expect(sessionGets()).toBe(1);
    await advance(10 * 60 * 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(); // the server extended it to an hour
  });

  it('under 60 s counts exact seconds; Continue only hides, and the session then times out', async () => {
    server.use(sessionHandlers.timeLeft(100_000, 3600));
    const { user } = setup({}, seededClient(100_000, 59));
    const timer = await findByRole('timer');
    expect(timer).toHaveTextContent('59 seconds');
    expect(timer).toHaveAttribute('data-mode', 'seconds');
    await advance(17_000);
    expect(timer).toHaveTextContent('42 seconds');

    await user.click(screen.getByRole('button', { name: 'Continue session' }));
    await advance(20);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(980);
    expect(sessionGets()).toBe(0);
    await advance(41_000);
    expect(await findByRole('alertdialog', { name: 'Your session has expired' })).toBeInTheDocument();
  });

  it('tracks the session with the foundation flag of the auth info when the session answer lacks it', async () => {
    server.use(sessionHandlers.timeLeft(100_000, 3600));
    const first = setup({}, seededClient(100_000, 42, false), personaAuth(undefined, { isFoundation: false }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    first.unmount();
    setup({}, seededClient(100_000, 42, false), personaAuth(undefined, { isFoundation: true }));
    expect(await findByRole('alertdialog', { name: 'Your session is about to expire' })).toBeInTheDocument();
  });

  it('a failed activeStatus stops idle tracking', async () => {
    server.use(sessionHandlers.timeLeft(30, 3600), activeStatusHandlers.serverError());
    const { user, log } = setup({}, seededClient(30, 3600));
    await user.click(await findByRole('button', { name: 'Confirm' }));
    await settle();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('activeStatus'), expect.anything());
    await advance(120_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(); // no idle timeout any more
  });

  it('the session-timeout view is sign-in only', async () => {
    server.use(sessionHandlers.timeLeft(100_000, 3600));
    const { user, assign } = setup({}, seededClient(100_000, 2));
    await advance(2000);
    const dialog = await findByRole('alertdialog', { name: 'Your session has expired' });
    // A frame on the fake clock and the dialog holds the focus: the Escape below reaches it (before, it
    // went to the page and the test could not fail).
    await advance(50);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(assign).toHaveBeenCalledWith('/saml/ssoLogin?go=%2Fapp%2Fsearch');
  });

  it('Sign out re-authenticates (reauth=1)', async () => {
    server.use(sessionHandlers.timeLeft(100_000, 3600));
    const { user, assign } = setup({}, seededClient(100_000, 42));
    await user.click(await findByRole('button', { name: 'Sign out' }));
    expect(assign).toHaveBeenCalledWith('/saml/ssoLogin?reauth=1');
  });

  it('only logs a failing session call', async () => {
    server.use(sessionHandlers.serverError());
    const { log } = setup();
    await settle();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('session'), expect.anything());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is disabled without timeout settings', async () => {
    server.use(http.get('/ui/uic/v3/session', () => HttpResponse.json({ timeoutLeft: null, isFoundation: true })));
    setup();
    await advance(0);
    await settle();
    expect(sessionGets()).toBe(1);
    await advance(3 * 3600 * 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sessionGets()).toBe(1);
  });
});
