import { getResponse, type RequestHandler } from 'msw';
import {
  bannerNotificationSchema,
  notificationCountsSchema,
  notificationListSchema,
  NOTIFICATION_LEVELS,
  upgradeUrlSchema,
} from '@soc/api';
import { findPersona } from '../personas.ts';
import { createMockState, FIXED_NOW, type MockState } from '../state.ts';
import { bannerNotificationHandlers, upgradeUrlHandlers } from './banner-handlers.ts';
import { notificationHandlers } from './handlers.ts';
import { notificationListHandlers } from './list-handlers.ts';
import { NOTIFICATION_SOCKET_PATH } from './paths.ts';

const BASE = 'http://localhost';

async function send(handlers: RequestHandler[], method: 'GET' | 'POST', path: string, body?: unknown) {
  const request = new Request(new URL(path, BASE), { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await getResponse(handlers, request, { baseUrl: BASE });
  if (!response) throw new Error(`${method} ${path} is not answered`);
  return { status: response.status, json: (await response.json()) as unknown };
}

let state: MockState;
beforeEach(() => {
  state = createMockState({ now: () => FIXED_NOW });
});

describe('bell', () => {
  it('counts the notifications newer than the last read time', async () => {
    const counts = notificationCountsSchema.parse((await send(notificationHandlers(state), 'GET', '/ui/uic/v3/notifications/counts')).json);
    expect(counts).toMatchObject({ counts: 7, webSocketUrl: NOTIFICATION_SOCKET_PATH });
    expect(counts.token).toBeTruthy();
  });

  it('answers notifications/languages/ja in Japanese and /en in English, with the same ids and links', async () => {
    const ja = notificationListSchema.parse((await send(notificationHandlers(state), 'GET', '/ui/uic/v3/notifications/languages/ja')).json);
    const en = notificationListSchema.parse((await send(notificationHandlers(createMockState({ now: () => FIXED_NOW })), 'GET', '/ui/uic/v3/notifications/languages/en')).json);
    expect(ja.notifications.map((n) => n.id)).toEqual(en.notifications.map((n) => n.id));
    for (const n of ja.notifications) expect(n.description).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(en.notifications.every((n) => !/[\u3040-\u30ff]/.test(n.description ?? ''))).toBe(true);
  });

  it('lists every level in both tabs and marks them read after answering', async () => {
    const before = state.lastReadTime;
    const list = notificationListSchema.parse((await send(notificationHandlers(state), 'GET', '/ui/uic/v3/notifications/languages/en')).json);
    expect(list.lastReadTime).toBe(before);
    expect(new Set(list.notifications.map((n) => n.level))).toEqual(new Set(NOTIFICATION_LEVELS));
    expect(new Set(list.notifications.map((n) => n.type))).toEqual(new Set([0, 1]));
    expect(state.lastReadTime).toBe(FIXED_NOW);
    const counts = notificationCountsSchema.parse((await send(notificationHandlers(state), 'GET', '/ui/uic/v3/notifications/counts')).json);
    expect(counts.counts).toBe(0);
  });

  it('fills each tab with exactly 250, and sends more for the console to trim', async () => {
    const long = await send([notificationListHandlers.long(state)], 'GET', '/ui/uic/v3/notifications/languages/en');
    const raw = (long.json as { notifications: Array<{ type: number }> }).notifications;
    expect(raw.filter((n) => n.type === 0)).toHaveLength(250);
    expect(raw.filter((n) => n.type === 1)).toHaveLength(250);
    const overflow = await send([notificationListHandlers.overflow(state)], 'GET', '/ui/uic/v3/notifications/languages/en');
    expect((overflow.json as { notifications: unknown[] }).notifications.length).toBeGreaterThan(500);
    const parsed = notificationListSchema.parse(overflow.json);
    expect(parsed.notifications.filter((n) => n.type === 0)).toHaveLength(250);
    expect(parsed.notifications.filter((n) => n.type === 1)).toHaveLength(250);
  });

  it('offers empty, hostile and bad-data lists', async () => {
    const path = '/ui/uic/v3/notifications/languages/en';
    expect(notificationListSchema.parse((await send([notificationListHandlers.empty(state)], 'GET', path)).json).notifications).toEqual([]);
    const hostile = notificationListSchema.parse((await send([notificationListHandlers.hostile(state)], 'GET', path)).json);
    expect(hostile.notifications.map((n) => n.description).join()).toMatch(/onerror=alert\(1\).*<script>.*javascript:/s);
    expect(notificationListSchema.safeParse((await send([notificationListHandlers.badData()], 'GET', path)).json).success).toBe(false);
    expect(notificationListSchema.safeParse((await send([notificationListHandlers.garbage()], 'GET', path)).json).success).toBe(false);
    expect((await send([notificationListHandlers.serverError(502)], 'GET', path)).status).toBe(502);
  });
});

describe('banners', () => {
  const getBanners = async (handlers: RequestHandler[]) =>
    bannerNotificationSchema.parse((await send(handlers, 'GET', '/ui/uic/v3/notification')).json);

  it('lists the persona license banners', async () => {
    const banners = await getBanners(notificationHandlers(state));
    expect(banners.license.map((b) => b.pid)).toEqual(['advanced_trial', 'complimentary_credit']);
    expect(banners.modal.isKickingAction).toBe(false);
    const legacy = createMockState({ personaId: 'smbp-legacy', now: () => FIXED_NOW });
    expect((await getBanners(notificationHandlers(legacy))).license.map((b) => b.pid)).toContain('last_essential');
  });

  it('leaves out dismissed and hidden banners afterwards', async () => {
    expect((await send(notificationHandlers(state), 'POST', '/ui/uic/v3/dismissBanner', { pid: 'advanced_trial' })).status).toBe(200);
    expect(state.dismissedBanners.has('advanced_trial')).toBe(true);
    expect((await getBanners(notificationHandlers(state))).license.map((b) => b.pid)).toEqual(['complimentary_credit']);
    expect((await send(notificationHandlers(state), 'POST', '/ui/uic/v3/hideBanner', { pid: 'complimentary_credit' })).status).toBe(200);
    expect(state.hiddenBanners.has('complimentary_credit')).toBe(true);
    expect((await getBanners(notificationHandlers(state))).license).toEqual([]);
    expect((await getBanners([bannerNotificationHandlers.allStatuses(state)])).license).toHaveLength(7);
    expect((await send(notificationHandlers(state), 'POST', '/ui/uic/v3/dismissBanner', {})).status).toBe(400);
  });

  it('remembers the no-upgrade-banner choice', async () => {
    const legacy = createMockState({ persona: findPersona('smbp-legacy'), now: () => FIXED_NOW });
    expect((await send(notificationHandlers(legacy), 'GET', '/ui/uic/v3/notification')).json).toMatchObject({ promotion: { show: true } });
    expect((await send(notificationHandlers(legacy), 'POST', '/ui/uic/v3/noUpgradeBanner', { prefix: 'foundation' })).status).toBe(200);
    expect(legacy.noUpgradeBanner).toBe(true);
    expect((await send(notificationHandlers(legacy), 'GET', '/ui/uic/v3/notification')).json).toMatchObject({ promotion: { show: false } });
  });

  it('covers every status and wording, the kicking modal, and bad data', async () => {
    const all = await getBanners([bannerNotificationHandlers.allStatuses(state)]);
    for (const status of [1, 2, 3]) {
      expect(all.license.filter((b) => b.status === status).map((b) => b.days).sort()).toEqual(expect.arrayContaining([0, 1]));
    }
    expect((await getBanners([bannerNotificationHandlers.kickingModal(state)])).modal.isKickingAction).toBe(true);
    expect((await getBanners([bannerNotificationHandlers.badData()])).license).toEqual([]);
  });

  it('builds the upgrade url from the persona, language and relay state', async () => {
    const { json } = await send(notificationHandlers(state), 'GET', '/ui/uic/v3/getUpgradeUrl?lang=ja&relayState=%2Fapp%2Fbc%2Fcompany%2Flicense');
    const { upgradeUrl } = upgradeUrlSchema.parse(json);
    const url = new URL(upgradeUrl);
    expect(url.searchParams.get('lang')).toBe('ja');
    expect(url.searchParams.get('relayState')).toBe('/app/bc/company/license');
    expect(url.searchParams.get('login_hint')).toBe(state.persona.email);
    expect(upgradeUrlSchema.safeParse((await send([upgradeUrlHandlers.badData()], 'GET', '/ui/uic/v3/getUpgradeUrl')).json).success).toBe(false);
  });
});
