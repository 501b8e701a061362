import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The mock backend's control API (apps/mock-api README). */
export class MockBackend {
  constructor(private readonly request: APIRequestContext) {}

  async reset() {
    expect((await this.request.post('/__mock/reset')).ok()).toBe(true);
  }
  async persona(id: string, patch?: Record<string, unknown>) {
    expect((await this.request.post('/__mock/persona', { data: { id, patch } })).ok()).toBe(true);
  }
  async fault(fault: { method?: string; path: string; status: number; body?: unknown; times?: number; latencyMs?: number }) {
    expect((await this.request.post('/__mock/faults', { data: fault })).ok()).toBe(true);
  }
  async push(message: unknown) {
    expect((await this.request.post('/__mock/socket/push', { data: { message } })).ok()).toBe(true);
  }
}

/** A `securitypolicyviolation` seen in any page or frame of a test. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  documentUrl: string;
}

interface Fixtures {
  mock: MockBackend;
  /** Every CSP violation of the test; the test fails on any unless it allows them (the guard's own probe). */
  cspViolations: CspViolation[];
  allowCspViolations: boolean;
}

export const test = base.extend<Fixtures>({
  mock: async ({ request }, use) => {
    const mock = new MockBackend(request);
    await mock.reset();
    await use(mock);
    await mock.reset();
  },
  allowCspViolations: [false, { option: true }],
  // Every spec runs under the Content-Security-Policy the static host sends (apps/mock-api
  // security-headers.ts): any violation in any page or frame fails the test, so a change that needs
  // an inline script, eval or a foreign origin is caught here rather than in production.
  cspViolations: [
    async ({ page, allowCspViolations }, use) => {
      const violations: CspViolation[] = [];
      await page.exposeBinding('__e2eReportCspViolation', (_source, violation: CspViolation) => void violations.push(violation));
      await page.addInitScript(() => {
        const report = (window as unknown as { __e2eReportCspViolation: (v: unknown) => Promise<void> }).__e2eReportCspViolation;
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            void report({
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              source: `${event.sourceFile}:${event.lineNumber}`,
              sample: event.sample,
              documentUrl: event.documentURI,
            }),
          true,
        );
      });
      // Chromium also logs each violation; this catches one whose page left before the event was reported.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push({ directive: '(console)', blocked: '', source: message.location().url, sample: message.text(), documentUrl: page.url() });
        }
      });
      await use(violations);
      if (!allowCspViolations) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The session's storage keys (contract §5): none may outlive a logout; preferences stay. */
const SESSION_KEYS = ['token', 'username', 'role', 'advancedInfo', 'consoleSettings', 'allowedIds', 'searchHistory'];

/** Asserts the page's origin holds nothing of the ended session. */
export async function expectSessionCleared(page: Page) {
  const stored = await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), SESSION_KEYS);
  expect(stored, 'session keys left in localStorage after logout').toEqual([]);
}

/** Signs in through the mock SSO and lands on `go`. */
export async function signIn(page: Page, go = '/') {
  await page.goto(`/saml/ssoLogin?go=${encodeURIComponent(go)}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/saml/'));
}

export { expect };
