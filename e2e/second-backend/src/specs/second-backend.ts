// What the specs need of the second backend: a signed-in page, the tenant state, the call log and
// the socket, all through its control paths (/__second/…).
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Fault, StatePatch } from '../backend/state.ts';
import { TOKEN } from '../backend/state.ts';
import type { LoggedCall } from '../backend/server.ts';

/** The first worker's backend; a helper or a second checkout may run its own copies on other ports. */
export const SECOND_BACKEND_PORT = Number(process.env.SECOND_BACKEND_PORT ?? 4320);
/**
 * Workers, each with its own backend. One: the browser is what takes the time, and on two cores a
 * second worker saved only 15 % (5.3 against 6.2 min) while every timing-sensitive test ran slower.
 */
export const SECOND_BACKEND_WORKERS = 1;

export class SecondBackend {
  constructor(private readonly request: APIRequestContext) {}

  async reset() {
    await this.request.post('/__second/reset');
  }
  async set(patch: StatePatch) {
    const answer = await this.request.post('/__second/state', { data: patch });
    expect(answer.ok()).toBe(true);
  }
  async fault(...faults: Fault[]) {
    await this.set({ faults });
  }
  async calls(filter?: (call: LoggedCall) => boolean): Promise<LoggedCall[]> {
    const all = (await (await this.request.get('/__second/calls')).json()) as LoggedCall[];
    return filter ? all.filter(filter) : all;
  }
  async clearCalls() {
    await this.request.delete('/__second/calls');
  }
  /** Text frames, sent to every open socket as they are. */
  async push(...frames: string[]) {
    await this.request.post('/__second/push', { data: { frames } });
  }
  async openSockets(): Promise<number> {
    return ((await (await this.request.get('/__second/sockets')).json()) as { open: number }).open;
  }
  async dropSockets() {
    await this.request.post('/__second/drop');
  }
}

/** A page signed in as the backend's user (its token in localStorage, as its sign-on page leaves it). */
export async function signIn(page: Page, storage: Record<string, string> = {}) {
  await page.addInitScript(
    ([token, extra]) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', token);
      for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
    },
    [TOKEN, storage] as const,
  );
}

/** Replaces `window.open` with a recorder: what the console asked to open, and how (`openedWindows`). */
export async function stubWindowOpen(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __opened: unknown[][] };
    w.__opened = [];
    window.open = (...args: unknown[]) => {
      w.__opened.push(args);
      return null;
    };
  });
}
/** The `window.open` calls since `stubWindowOpen`: [url, target, features] each. */
export const openedWindows = (page: Page) => page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened);

export const test = base.extend<{ backend: SecondBackend }>({
  // A context closed while this backend's sign-on page hands back to the console can hang Chromium's
  // teardown for the test's whole timeout (seen in 4 of 8 runs of a 401 test): a test that sent the
  // page to sign on ends only once the console is back and quiet.
  page: async ({ page }, use) => {
    let signedOnAgain = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/saml/ssoLogin') signedOnAgain = true;
    });
    await use(page);
    if (!signedOnAgain) return;
    await page.waitForURL((url) => url.pathname !== '/saml/ssoLogin', { timeout: 10_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  },
  // Each worker has a backend of its own (its own tenant state): the first on SECOND_BACKEND_PORT,
  // the next on the port after it (playwright.config.ts starts them).
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${SECOND_BACKEND_PORT + testInfo.parallelIndex}`),
  // Automatic: every test starts from the backend's initial tenant, whether it names the fixture or not.
  backend: [
    async ({ request }, use) => {
      const backend = new SecondBackend(request);
      await backend.reset();
      await use(backend);
    },
    { auto: true },
  ],
});
export { expect };
