import { act, waitFor } from '@testing-library/react';
import { notificationListHandlers } from '@soc/mocks';
import { useNotifications, type NotificationListState } from './use-notifications.ts';
import { renderHookWithProviders, setupMockServer } from '@soc/testing';

const mock = setupMockServer();
const paths = () => mock.requests.map((request) => request.path);
const LIST_PATH = /^\/ui\/uic\/v3\/notifications\/languages\//;

function done(list: NotificationListState) {
  if (list.status !== 'done') throw new Error(`expected done, got ${list.status}`);
  return list;
}

describe('useNotifications', () => {
  it('loads nothing until the bell opens', async () => {
    const { result } = renderHookWithProviders(() => useNotifications({ lang: 'en' }));
    expect(result.current).toMatchObject({ open: false, list: { status: 'idle' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths().filter((p) => LIST_PATH.test(p))).toEqual([]);
  });

  it('opening loads the list in the language, resets the count and splits the tabs', async () => {
    const onOpen = vi.fn();
    const { result } = renderHookWithProviders(() => useNotifications({ lang: 'ja', onOpen }));
    act(() => result.current.setOpen(true));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(result.current.list.status).toBe('loading');
    await waitFor(() => expect(result.current.list.status).toBe('done'));
    expect(paths()).toContain('/ui/uic/v3/notifications/languages/ja');
    const list = done(result.current.list);
    expect(list.data.byType[0].map((n) => n.id)).toEqual(['ntf-1001', 'ntf-1002', 'ntf-1003', 'ntf-1004', 'ntf-1005', 'ntf-1006']);
    expect(list.data.byType[1].map((n) => n.id)).toEqual(['ntf-2001', 'ntf-2002', 'ntf-2003', 'ntf-2004', 'ntf-2005']);
    // Newer than the last read time (3 days before the fixed clock): 4 informative, 3 tasks.
    expect(list.data.unreadByType).toEqual({ 0: 4, 1: 3 });
  });

  it('keeps 250 per type when the server sends more', async () => {
    mock.server.use(notificationListHandlers.overflow(mock.state()));
    const { result } = renderHookWithProviders(() => useNotifications({ lang: 'en' }));
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(result.current.list.status).toBe('done'));
    const list = done(result.current.list);
    expect([list.data.byType[0].length, list.data.byType[1].length]).toEqual([250, 250]);
  });

  it('loads afresh on every opening', async () => {
    const { result } = renderHookWithProviders(() => useNotifications({ lang: 'en' }));
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(result.current.list.status).toBe('done'));
    act(() => result.current.setOpen(false));
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(paths().filter((p) => LIST_PATH.test(p))).toHaveLength(2));
  });

  it('loads afresh on opening after the wall clock was set back (the last answer then looks newer than now)', async () => {
    const { result } = renderHookWithProviders(() => useNotifications({ lang: 'en' }));
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(result.current.list.status).toBe('done'));
    act(() => result.current.setOpen(false));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 2 * 60 * 60 * 1000);
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(paths().filter((p) => LIST_PATH.test(p))).toHaveLength(2));
    vi.restoreAllMocks();
  });

  it.each([
    ['a server error', () => notificationListHandlers.serverError(503)],
    ['bad data', () => notificationListHandlers.badData()],
  ])('reports %s with its trace ID and retries', async (_, failing) => {
    mock.server.use(failing());
    const { result } = renderHookWithProviders(() => useNotifications({ lang: 'en' }));
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(result.current.list.status).toBe('error'));
    const list = result.current.list;
    if (list.status !== 'error') throw new Error('unreachable');
    expect(list.traceId).toMatch(/^[0-9a-f-]{36}$/);
    mock.server.resetHandlers(notificationListHandlers.empty(mock.state()));
    act(() => list.retry());
    await waitFor(() => expect(result.current.list.status).toBe('done'));
    expect(done(result.current.list).data.byType).toEqual({ 0: [], 1: [] });
  });
});
