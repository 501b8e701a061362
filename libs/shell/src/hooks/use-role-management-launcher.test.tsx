import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { internalAuthHandlers, ssoLinkHandlers, ssoStatusHandlers } from '@soc/mocks';
import { createTestQueryClient, renderWithProviders } from '@soc/testing';
import { RoleManagementDialogs } from '../components/role-management-dialogs.tsx';
import { setupMockBackend } from '../testing/msw-server.ts';
import { useRoleManagementLauncher } from './use-role-management-launcher.ts';

const ACCOUNT = 'acc-7f3c2a91';
const { server } = setupMockBackend();

async function launch() {
  const openWindow = vi.fn();
  const hook = renderHook(() => useRoleManagementLauncher(ACCOUNT, { openWindow }));
  act(() => hook.result.current.launch());
  expect(hook.result.current.state).toEqual({ status: 'pending' });
  await waitFor(() => expect(hook.result.current.state.status).not.toBe('pending'));
  return { state: hook.result.current.state, openWindow };
}

describe('useRoleManagementLauncher (menu key 8751, spec 000 §2.1, §8)', () => {
  it('opens the SSO url in a new window', async () => {
    const { state, openWindow } = await launch();
    expect(state).toEqual({ status: 'idle' });
    expect(openWindow).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/sds\.example\.com\/sso\/role-management\?account=acc-7f3c2a91/));
  });

  it('opens with noopener by default', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const hook = renderHook(() => useRoleManagementLauncher(ACCOUNT));
    act(() => hook.result.current.launch());
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith(expect.stringContaining('https://sds.example.com/'), '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('no redirect url → error dialog with 500', async () => {
    server.use(ssoStatusHandlers.noRedirectUrl());
    const { state, openWindow } = await launch();
    expect(state).toEqual({ status: 'errorDialog', errorCode: 500, traceId: undefined });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('no SSO url → error dialog with 501', async () => {
    server.use(ssoLinkHandlers.noUrl());
    expect((await launch()).state).toMatchObject({ status: 'errorDialog', errorCode: 501 });
  });

  it('any other failure → error dialog with the status and trace id', async () => {
    server.use(ssoLinkHandlers.serverError(503));
    const { state } = await launch();
    expect(state).toMatchObject({ status: 'errorDialog', errorCode: 503, traceId: expect.any(String) });
  });

  it('a url the console must not open → plain error dialog', async () => {
    server.use(ssoLinkHandlers.hostileUrl());
    const { state, openWindow } = await launch();
    expect(state).toEqual({ status: 'errorDialog', errorCode: undefined, traceId: undefined });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('internal auth 4006031 → SSO modal wording 2; 4006032 → wording 1', async () => {
    server.use(internalAuthHandlers.internalAuthError(4006031));
    expect((await launch()).state).toEqual({ status: 'ssoModal', wording: 2 });
    server.use(internalAuthHandlers.internalAuthError(4006032));
    expect((await launch()).state).toEqual({ status: 'ssoModal', wording: 1 });
  });

  it('internal auth 400 without those numbers → error dialog', async () => {
    server.use(internalAuthHandlers.serverError(400));
    expect((await launch()).state).toMatchObject({ status: 'errorDialog', errorCode: 400 });
  });

  it('internal auth 403 (an identity-service path) is the 403 page\'s, which the error policy opens: no dialog over it', async () => {
    server.use(internalAuthHandlers.serverError(403));
    expect((await launch()).state).toEqual({ status: 'idle' });
  });
});

function Harness() {
  const launcher = useRoleManagementLauncher(ACCOUNT, { openWindow: () => undefined });
  return (
    <>
      <button type="button" onClick={launcher.launch}>Role management</button>
      <RoleManagementDialogs state={launcher.state} onClose={launcher.dismiss} />
    </>
  );
}

describe('RoleManagementDialogs', () => {
  it.each([
    ['no redirect url', () => ssoStatusHandlers.noRedirectUrl(), 'common error (Error code: 500)'],
    ['no SSO url', () => ssoLinkHandlers.noUrl(), 'common error (Error code: 501)'],
    ['server error', () => ssoStatusHandlers.serverError(502), 'common error (Error code: 502)'],
    ['bad data', () => ssoLinkHandlers.hostileUrl(), 'common error'],
  ])('%s: the 452-wide error dialog titled with the error subtitle, closable', async (_name, handler, text) => {
    server.use(handler());
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true });
    await user.click(screen.getByRole('button', { name: 'Role management' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Single sign-on failed' });
    expect(dialog).toHaveTextContent(text);
    expect(dialog).toHaveStyle({ width: '452px' });
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it.each([
    [4006031, /not allowed to open role management/],
    [4006032, /not set up for your company yet/],
  ] as const)('internal auth %i shows its wording', async (number, wording) => {
    server.use(internalAuthHandlers.internalAuthError(number));
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true });
    await user.click(screen.getByRole('button', { name: 'Role management' }));
    expect(await screen.findByRole('dialog', { name: 'Role management' })).toHaveTextContent(wording);
  });
});
