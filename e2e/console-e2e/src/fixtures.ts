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

export const test = base.extend<{ mock: MockBackend }>({
  mock: async ({ request }, use) => {
    const mock = new MockBackend(request);
    await mock.reset();
    await use(mock);
    await mock.reset();
  },
});

/** Signs in through the mock SSO and lands on `go`. */
export async function signIn(page: Page, go = '/') {
  await page.goto(`/saml/ssoLogin?go=${encodeURIComponent(go)}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/saml/'));
}

export { expect };
