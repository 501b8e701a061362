import { ResponseShapeError } from '../client/errors.ts';
import { dismissBanner, hideBanner, postNoUpgradeBanner } from './banner-actions.ts';
import { getNotificationCounts, notificationCountsSchema } from './counts.ts';
import { getBannerNotification } from './license-banners.ts';
import { getNotifications, keepLatestPerType, notificationListSchema, unreadCountByType } from './notification-list.ts';
import { getUpgradeUrl } from './upgrade-url.ts';
import { callOf, headersOf, stubFetch } from '../testing/stub-fetch.ts';

/** Times in the tests: ms after this moment (a real time; before 1971 a time is a placeholder). */
const T0 = Date.UTC(2026, 10, 19);
const item = (id: number, type: 0 | 1, time: number) => ({ id, type, time: T0 + time, level: 'info', description: `<b>${id}</b>` });

afterEach(() => vi.unstubAllGlobals());

describe('notification counts', () => {
  it('reads counts, token and socket url; a missing count is 0', async () => {
    const fetchMock = stubFetch({ body: { counts: 4, token: 'ws-tok', webSocketUrl: '/ui/uic/v3/notifications/ws' } }, { body: {} });
    expect(await getNotificationCounts()).toMatchObject({ counts: 4, token: 'ws-tok', webSocketUrl: '/ui/uic/v3/notifications/ws' });
    expect(callOf(fetchMock).url).toBe('/ui/uic/v3/notifications/counts');
    expect((await getNotificationCounts()).counts).toBe(0);
  });
  it('reads an answer with no body (204, empty 200, null) as no unread notification and no socket', async () => {
    stubFetch({ status: 204 }, {}, { body: null });
    for (let i = 0; i < 3; i++) expect(await getNotificationCounts()).toEqual({ counts: 0 });
  });
  it('reads counts given per kind', async () => {
    stubFetch({ body: { counts: { system: 3, license: 4, label: 'x' } } }, { body: { counts: { total: 9, a: 1 } } }, { body: { counts: 'many' } });
    expect((await getNotificationCounts()).counts).toBe(7);
    expect((await getNotificationCounts()).counts).toBe(9);
    expect((await getNotificationCounts()).counts).toBe(0);
  });
  it('reads a count too large for an exact number as the largest safe integer, and a negative one as 0', async () => {
    stubFetch(
      { body: { counts: '99999999999999999999999' } },
      { body: { counts: 1e21 } },
      { body: { counts: { a: Number.MAX_SAFE_INTEGER, b: 5 } } },
      { body: { counts: { total: '1000000000000000000000' } } },
      { body: { counts: -3 } },
      { body: { counts: 2.5 } },
    );
    for (let i = 0; i < 4; i++) expect((await getNotificationCounts()).counts).toBe(Number.MAX_SAFE_INTEGER);
    expect((await getNotificationCounts()).counts).toBe(0);
    expect((await getNotificationCounts()).counts).toBe(0);
    // 400 digits in the answer: JSON.parse reads them as Infinity.
    expect(notificationCountsSchema.parse(JSON.parse(`{"counts":${'9'.repeat(400)}}`)).counts).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('notification list', () => {
  it('loads by language and normalises items', async () => {
    const fetchMock = stubFetch({
      body: { lastReadTime: String(T0 + 1000), notifications: [{ id: 7, time: String(T0 + 2000), type: '1', level: 'brand_new_level', description: null, application: 'Workbench' }] },
    });
    const list = await getNotifications('ja');
    expect(callOf(fetchMock).url).toBe('/ui/uic/v3/notifications/languages/ja');
    expect(list.lastReadTime).toBe(T0 + 1000);
    expect(list.notifications[0]).toMatchObject({ id: '7', time: T0 + 2000, type: 1, level: 'info', description: '', application: 'Workbench' });
  });

  it('reads times in ms (spec 000 §3) and ISO text; a placeholder keeps the item, last and read, with no time', async () => {
    const zoned = { id: 'zoned', time: '2026-11-19T09:00:00+09:00', type: 0 };
    const later = { id: 'later', time: T0 + 60_000, type: 0 };
    const placeholder = { id: 'placeholder', time: 0, type: 0 };
    // 5e9 is 1970 in ms (a placeholder), not a time in seconds in 2128 that would stay first and unread.
    const small = { id: 'small', time: 5e9, type: 1 };
    stubFetch({ body: { lastReadTime: '2026-11-19T00:00:30Z', notifications: [placeholder, zoned, small, later] } });
    const list = await getNotifications('en');
    expect(list.lastReadTime).toBe(T0 + 30_000);
    expect(list.notifications.map((n) => [n.id, n.time])).toEqual([
      ['later', T0 + 60_000],
      ['zoned', T0],
      ['placeholder', 0],
      ['small', 0],
    ]);
    expect(unreadCountByType(list.notifications, list.lastReadTime)).toEqual({ 0: 1, 1: 0 });
    // Nothing read yet: every item with a time is unread; one without a time is not.
    expect(unreadCountByType(list.notifications, undefined)).toEqual({ 0: 2, 1: 0 });
  });

  it('keeps 250 per type, newest first', async () => {
    const many = [...Array.from({ length: 260 }, (_, i) => item(i, 0, i)), ...Array.from({ length: 3 }, (_, i) => item(1000 + i, 1, i))];
    stubFetch({ body: { notifications: many, lastReadTime: 0 } });
    const { notifications } = await getNotifications('en');
    expect(notifications.filter((n) => n.type === 0)).toHaveLength(250);
    expect(notifications.filter((n) => n.type === 1)).toHaveLength(3);
    expect(notifications[0]?.time).toBe(T0 + 259);
    expect(notifications.some((n) => n.id === '9')).toBe(false);
  });

  it('reads an answer with no body (204, empty 200, null) as an empty list', async () => {
    stubFetch({ status: 204 }, {}, { body: null });
    for (let i = 0; i < 3; i++) expect(await getNotifications('en')).toEqual({ notifications: [], lastReadTime: undefined });
  });

  it('rejects a response without a list or with no usable item', async () => {
    stubFetch({ body: { lastReadTime: 0 } }, { body: { notifications: [{ id: 1, time: 'yesterday', type: 7 }, null] } });
    await expect(getNotifications('en')).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(getNotifications('en')).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('parses a long list in slices to the same result as at once, wrapped or bare; an unusable item is left out; a list of them fails with the trace id', async () => {
    const many = Array.from({ length: 180 }, (_, i) => item(i, (i % 2) as 0 | 1, 5000 - i));
    stubFetch({ body: { data: { notifications: many, lastReadTime: T0 + 10 } } }, { body: { notifications: many, lastReadTime: T0 + 10 } });
    const atOnce = notificationListSchema.parse({ notifications: many, lastReadTime: T0 + 10 });
    expect(await getNotifications('en')).toEqual(atOnce);
    expect(await getNotifications('en')).toEqual(atOnce);

    // One item without a usable time (or id, or type) cannot be placed in a tab: the others still show.
    stubFetch({ body: { notifications: [...many.slice(0, 120), { id: 1, time: 'soon', type: 0 }, { time: 7, type: 0 }, 42] } });
    expect((await getNotifications('en')).notifications.map((n) => n.id)).toEqual(keepLatestPerType(many.slice(0, 120)).map((n) => String(n.id)));

    const fetchMock = stubFetch({ body: { notifications: [{ id: 1, time: 'soon', type: 0 }, { id: 2, time: 9, type: 5 }] } });
    const failure = await getNotifications('en').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResponseShapeError);
    expect((failure as ResponseShapeError).traceId).toBe(headersOf(fetchMock).get('X-Trace-Id'));
  });
});

describe('keepLatestPerType', () => {
  it('keeps exactly the limit per type and leaves shorter lists whole', () => {
    const items = [item(1, 0, 10), item(2, 0, 30), item(3, 0, 20), item(4, 1, 5)];
    expect(keepLatestPerType(items, 2).map((n) => n.id)).toEqual([2, 3, 4]);
    expect(keepLatestPerType(items)).toHaveLength(4);
    expect(keepLatestPerType([])).toEqual([]);
  });
});

describe('unreadCountByType', () => {
  it('counts items newer than the last read time per tab', () => {
    const items = [item(1, 0, 10), item(2, 0, 30), item(3, 1, 40), item(4, 1, 5)];
    expect(unreadCountByType(items, T0 + 20)).toEqual({ 0: 1, 1: 1 });
    expect(unreadCountByType(items, undefined)).toEqual({ 0: 2, 1: 2 });
  });
  it('does not count an item stamped exactly at the last read time', () => {
    expect(unreadCountByType([item(1, 0, 20)], T0 + 20)).toEqual({ 0: 0, 1: 0 });
  });
});

describe('license banners', () => {
  it('keeps usable banners and reads the kicking modal', async () => {
    const fetchMock = stubFetch({
      body: {
        license: [{ pid: 'advanced_trial', status: 1, days: 12 }, { pid: 'x', status: 9 }, { status: 2 }, { pid: 'paid_credit', status: '2', days: '0' }],
        idp: { expiring: true },
        promotion: null,
        modal: { isKickingAction: 1 },
      },
    });
    const banners = await getBannerNotification();
    expect(callOf(fetchMock).url).toBe('/ui/uic/v3/notification');
    expect(banners.license).toEqual([
      { pid: 'advanced_trial', status: 1, days: 12 },
      { pid: 'paid_credit', status: 2, days: 0 },
    ]);
    expect(banners.idp).toEqual({ expiring: true });
    expect(banners.modal.isKickingAction).toBe(true);
  });
  it('reads banner items in the fields of spec 001 §3 too (type, title, dismiss_btn, btn)', async () => {
    stubFetch({
      body: {
        license: [
          { pid: 'p1', type: 'warning', title: 'Renew soon', dismiss_btn: false },
          { pid: 'p2', type: 'INFO', btn: null },
          { pid: 'p3', type: 'info', btn: { text: 'Hide' }, flagResolve: true },
          { pid: 'p4', type: 'notice' },
        ],
      },
    });
    expect((await getBannerNotification()).license).toEqual([
      { pid: 'p1', status: 1, days: undefined, title: 'Renew soon', dismissible: false },
      { pid: 'p2', status: 3, days: undefined, hasButton: false },
      { pid: 'p3', status: 3, days: undefined, hasButton: true },
    ]);
  });
  it('reads an empty answer as no banners', async () => {
    stubFetch({ body: {} });
    expect(await getBannerNotification()).toMatchObject({ license: [], modal: { isKickingAction: false } });
  });
});

describe('banner actions and upgrade url', () => {
  it.each([
    ['dismissBanner', () => dismissBanner('advanced_trial'), { pid: 'advanced_trial' }],
    ['hideBanner', () => hideBanner('complimentary_credit'), { pid: 'complimentary_credit' }],
    ['noUpgradeBanner', () => postNoUpgradeBanner('foundation'), { prefix: 'foundation' }],
  ])('posts %s', async (name, call, body) => {
    const fetchMock = stubFetch({});
    await call();
    expect(callOf(fetchMock)).toEqual({ url: `/ui/uic/v3/${name}`, method: 'POST', body });
  });

  it('asks the upgrade url with lang and relayState', async () => {
    const fetchMock = stubFetch({ body: { upgradeUrl: 'https://upgrade.example.com/x' } }, { body: {} });
    expect(await getUpgradeUrl('en', '/app/bc/company/license')).toEqual({ upgradeUrl: 'https://upgrade.example.com/x' });
    expect(callOf(fetchMock).url).toBe('/ui/uic/v3/getUpgradeUrl?lang=en&relayState=%2Fapp%2Fbc%2Fcompany%2Flicense');
    await expect(getUpgradeUrl('en', '/')).rejects.toBeInstanceOf(ResponseShapeError);
    // Opened in a new window: a script address is a wrong shape, never opened.
    stubFetch({ body: { upgradeUrl: 'javascript:alert(1)' } });
    await expect(getUpgradeUrl('en', '/')).rejects.toBeInstanceOf(ResponseShapeError);
  });
});
