import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createNotification, FIXED_NOW, NOTIFICATION_PATHS, notificationListHandlers } from '@soc/mocks';
import { NotificationSocket } from '../model/notification-socket.ts';
import { FakeWebSocket } from '../testing/fake-web-socket.ts';
import { NotificationCenter } from './notification-center.tsx';
// The dropdown's list and the socket's dialogs are lazy chunks; load them up front so each test
// measures behaviour, not the first transform of those modules.
import './notification-panel.tsx';
import './notification-socket-dialogs.tsx';
import { renderWithProviders, setupMockServer, findFocusedOverlay } from '@soc/testing';

const mock = setupMockServer();
const clock = () => FIXED_NOW;

function setup(options: { strict?: boolean } = {}) {
  const effects = { logout: vi.fn(), assign: vi.fn() };
  const socket = new NotificationSocket({ WebSocket: FakeWebSocket, currentLocation: () => '/app/reports', ...effects });
  const onNavigate = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<NotificationCenter socket={socket} onNavigate={onNavigate} clock={clock} origin="http://localhost:3000" />, options);
  return { socket, effects, onNavigate, user };
}

const bell = (count: number) => screen.findByRole('button', { name: `Notifications, ${count} unread` });

beforeEach(() => {
  FakeWebSocket.reset();
  document.title = 'Console';
});

// Chakra's popover and dialog take a while to mount in jsdom on a busy machine.
describe('NotificationCenter', { timeout: 30_000 }, () => {
  it('shows the unread count on the bell and in the title; opening by keyboard loads the list and resets it', async () => {
    const { user } = setup({ strict: true });
    await bell(7);
    expect(document.title).toBe('(7) Console');
    (await bell(7)).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await bell(0);
    expect(document.title).toBe('Console');
    await within(dialog).findByText(/Attack Path Analysis/);
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Informative4(4 unread)', 'Tasks3(3 unread)']);
    expect(within(dialog).getByRole('img', { name: 'Security' })).toBeInTheDocument();
    expect(within(dialog).getByText('Just now')).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('mounts the dropdown hidden once idle, without asking for the list (which the server takes as read)', async () => {
    const { user } = setup();
    const trigger = await bell(7);
    const content = await waitFor(() => {
      const element = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(content).not.toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.requests.filter((request) => request.path.includes('/notifications/languages/'))).toEqual([]);
    await user.click(await bell(7));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBe(content);
    await within(content).findByText(/Attack Path Analysis/);
    expect(mock.requests.filter((request) => request.path.includes('/notifications/languages/'))).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys and closes with Escape, focus back on the bell', async () => {
    const { user } = setup();
    const button = await bell(7);
    await user.click(button);
    // Its opening focus first: a focus moved before it would be taken back.
    const dialog = await findFocusedOverlay('dialog', 'Notifications');
    const informative = await within(dialog).findByRole('tab', { name: /Informative/ });
    informative.focus();
    await user.keyboard('{ArrowRight}');
    const tasks = within(dialog).getByRole('tab', { name: /Tasks/ });
    await waitFor(() => expect(tasks).toHaveFocus());
    // jsdom does not run zag's select-on-focus frame reliably; the story's play checks it in Chromium.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tasks).toHaveAttribute('aria-selected', 'true'));
    expect(await within(dialog).findByText(/Isolate endpoint/)).toBeInTheDocument();
    expect(within(dialog).getByText('Partially successful')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(await bell(0)).toHaveFocus();
  });

  it('follows an in-app link inside the app and closes the dropdown', async () => {
    const { user, onNavigate } = setup();
    await user.click(await bell(7));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const item = (await within(dialog).findByText(/Attack Path Analysis/)).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('link', { name: 'View details' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/app/attack-path-analysis');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('renders hostile server HTML without anything executable', async () => {
    mock.server.use(notificationListHandlers.hostile(mock.state()));
    const { user } = setup();
    await user.click(await bell(7));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByText(/Disk quota warning/);
    expect(dialog.querySelector('script, iframe, object, embed, img[onerror]')).toBeNull();
    for (const element of dialog.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
    }
    for (const anchor of document.querySelectorAll('a')) expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    // Text fields are text: the hostile application name and status show as typed.
    expect(within(dialog).getByText('<b>Endpoint Inventory</b>')).toBeInTheDocument();
  });

  it('shows the no-notifications message in an empty tab', async () => {
    mock.server.use(notificationListHandlers.empty(mock.state()));
    const { user } = setup();
    await user.click(await bell(7));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No notifications')).toBeInTheDocument();
  });

  it('opens an external link in a new window without a way back, and offers the download', async () => {
    const item = createNotification({ link: 'https://status.example.com/incident/42', downloadUrl: '/public/reports/r.pdf', description: 'External' }, FIXED_NOW);
    mock.server.use(http.get(NOTIFICATION_PATHS.list, () => HttpResponse.json({ notifications: [item], lastReadTime: 0 })));
    const { user } = setup();
    await user.click(await bell(7));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const external = await within(dialog).findByRole('link', { name: /View details/ });
    expect(external).toHaveAttribute('href', 'https://status.example.com/incident/42');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/public/reports/r.pdf');
  });

  it('shows a quiet error with Retry when the list cannot be loaded', async () => {
    mock.server.use(notificationListHandlers.serverError(500));
    const { user } = setup();
    await user.click(await bell(7));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Notifications could not be loaded.');
    mock.server.resetHandlers(notificationListHandlers.default(mock.state()));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Attack Path Analysis/)).toBeInTheDocument();
  });

  it('says pushed notifications in a polite live region, not the count the page loaded with', async () => {
    setup();
    await bell(7);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().serverOpen());
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(/^$/);
    act(() => FakeWebSocket.latest().serverSend(9));
    await bell(9);
    expect(region).toHaveTextContent('New notifications: 9 unread');
  });

  it('shows the connection indicator while the socket is down, and reconnects on request', async () => {
    const { user } = setup();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().serverOpen());
    expect(screen.queryByRole('button', { name: /disconnected/ })).not.toBeInTheDocument();
    act(() => FakeWebSocket.latest().serverClose());
    const indicator = await screen.findByRole('button', { name: /Live notification updates are disconnected\. Next attempt in \d+ s/ });
    await user.click(indicator);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
  });

  it('raises the session-ended warning for the local token, and OK logs out', async () => {
    const { user, effects } = setup();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => {
      FakeWebSocket.latest().serverOpen();
      FakeWebSocket.latest().serverSend({ type: 'ssoLogout', token: 'ws-3f9a0c2e-71b4-4d8e-9a61-5c2f8e0b7d13' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    expect(dialog).toHaveTextContent(/sign you out in (90|89) seconds/);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(effects.logout).toHaveBeenCalledExactlyOnceWith('forced');
  });

  it('raises the access-control modal; mode 1 signs in again to the current page', async () => {
    const { user, effects } = setup();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => {
      FakeWebSocket.latest().serverOpen();
      FakeWebSocket.latest().serverSend({ type: 'accessControlUpdate', mode: 1 });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Your access has changed' });
    // Focus is moved into the modal (the exact element is checked in the story, in Chromium).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    expect(effects.assign).toHaveBeenCalledExactlyOnceWith('/saml/ssoLogin?reauth=1&go=%2Fapp%2Freports');
  });
});
