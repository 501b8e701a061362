// Hooks of the email, legacy host, mobile and container panels (spec 001 §2.2, §2.3, §2.10, §2.11, §7).
import { CONTAINER_PATH, EMAIL_PATH, HOST_PATH, MOBILE_PATH } from '@soc/api';
import { containerHandlers, emailHandlers, hostHandlers, mobileHandlers } from '@soc/mocks';
import { act, waitFor } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { PanelState } from '../model/panel-state.ts';
import { firstPort, securityContextEntries, useContainerPanel } from './use-container-panel.ts';
import { useEmailPanel } from './use-email-panel.ts';
import { useHostPanel } from './use-host-panel.ts';
import { mobileAgentStatus, mobileDeviceKind, mobileSecurityLevel, useMobilePanel } from './use-mobile-panel.ts';
import { recordRequests, renderHookWithProviders, setupMockServer } from '@soc/testing';

const { server } = setupMockServer();

interface PanelCase {
  name: string;
  path: string;
  body: unknown;
  use: () => PanelState<unknown>;
  handlers: { notFound: () => HttpHandler; serverError: (status?: number) => HttpHandler; badData: () => HttpHandler };
}

const panels: PanelCase[] = [
  { name: 'email', path: EMAIL_PATH, body: { messageId: '<CAF=q1@mail.example.com>' }, use: () => useEmailPanel('<CAF=q1@mail.example.com>'), handlers: emailHandlers },
  { name: 'host', path: HOST_PATH, body: { computerId: 'c0mp-0231' }, use: () => useHostPanel('c0mp-0231'), handlers: hostHandlers },
  { name: 'mobile', path: MOBILE_PATH, body: { deviceId: 'dev-iphone-17' }, use: () => useMobilePanel('dev-iphone-17'), handlers: mobileHandlers },
  { name: 'container', path: CONTAINER_PATH, body: { containerId: 'ctr-9f2' }, use: () => useContainerPanel('ctr-9f2'), handlers: containerHandlers },
];

describe.each(panels)('the $name panel hook', ({ path, body, use, handlers }) => {
  it('posts the specified payload and is done with the record', async () => {
    const requests = recordRequests(server);
    const { result } = renderHookWithProviders(use);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(requests.seen.filter((r) => r.url.pathname === path)).toEqual([expect.objectContaining({ method: 'POST', body })]);
    requests.stop();
  });

  it('reads 404 as notFound', async () => {
    server.use(handlers.notFound());
    const { result } = renderHookWithProviders(use);
    await waitFor(() => expect(result.current.status).toBe('notFound'));
  });

  it('keeps a failure as an error with trace id and a retry that asks again', async () => {
    server.use(handlers.serverError(503));
    const { result } = renderHookWithProviders(use);
    await waitFor(() => expect(result.current.status).toBe('error'));
    const state = result.current;
    if (state.status !== 'error') throw new Error('expected error');
    expect(state.traceId).toMatch(/^[0-9a-f-]{36}$/);
    server.resetHandlers();
    act(() => state.retry());
    await waitFor(() => expect(result.current.status).toBe('done'));
  });

  it('reads data of the wrong shape as an error, not a crash', async () => {
    server.use(handlers.badData());
    const { result } = renderHookWithProviders(use);
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});

describe('useEmailPanel', () => {
  it('reads the raw record lists when the display lists are missing (spec 001 §3)', async () => {
    server.use(emailHandlers.rawOnly());
    const { result } = renderHookWithProviders(() => useEmailPanel('m-1'));
    await waitFor(() => expect(result.current.status).toBe('done'));
    if (result.current.status !== 'done') throw new Error('not done');
    const email = result.current.data;
    expect(email.mailboxes).toEqual([expect.objectContaining({ mailbox: 'payroll@northwind-trading.example', orgId: 'org-raw-0001' })]);
    expect(email.attachments).toEqual([expect.objectContaining({ attachmentFileName: 'raw-only-payslip.pdf.exe' })]);
    expect(email.links).toEqual(['https://raw-only.example-phish.net/login']);
  });

  it('prefers the display lists when both are given', async () => {
    server.use(emailHandlers.custom({ links: ['https://display.example/'], mailUrlsVisibleLink: ['https://raw.example/'] }));
    const { result } = renderHookWithProviders(() => useEmailPanel('m-1'));
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.status === 'done' && result.current.data.links).toEqual(['https://display.example/']);
  });

  it('sends nothing for a blank message id and says there is no data', () => {
    const requests = recordRequests(server);
    const { result } = renderHookWithProviders(() => useEmailPanel('  '));
    expect(result.current.status).toBe('notFound');
    expect(requests.seen).toEqual([]);
    requests.stop();
  });
});

describe('mobile codes (spec 001 §3 "Mobile")', () => {
  it.each([
    [1, 'safe'],
    [2, 'warning'],
    [3, 'medium'],
    [4, 'high'],
    [0, undefined],
    [5, undefined],
    [null, undefined],
  ] as const)('security status %s is %s', (code, level) => {
    expect(mobileSecurityLevel(code)).toBe(level);
  });

  it.each([
    [1, 'success'],
    [2, 'warning'],
    [3, 'error'],
    [4, undefined],
    [undefined, undefined],
  ] as const)('agent status %s is %s', (code, status) => {
    expect(mobileAgentStatus(code)).toBe(status);
  });

  it.each([
    [1, 'ios'],
    [2, 'android'],
    [0, 'android'],
    [99, 'android'],
    [null, undefined],
  ] as const)('device type %s is %s: 1 one label, any other value the other', (code, kind) => {
    expect(mobileDeviceKind(code)).toBe(kind);
  });
});

describe('container helpers', () => {
  it('shows the first port that has a number', () => {
    expect(firstPort({ ports: [{ containerPort: undefined }, { containerPort: 8443 }, { containerPort: 9090 }] } as never)).toBe(8443);
    expect(firstPort({ ports: [] } as never)).toBeUndefined();
  });

  it('writes security-context values as text, nested ones as JSON', () => {
    expect(securityContextEntries({ runAsNonRoot: true, runAsUser: 0, capabilities: { add: ['SYS_ADMIN'] }, gone: null })).toEqual([
      ['runAsNonRoot', 'true'],
      ['runAsUser', '0'],
      ['capabilities', '{"add":["SYS_ADMIN"]}'],
    ]);
    expect(securityContextEntries(undefined)).toEqual([]);
  });

  it('shows a security-context value nested too deeply to serialise as an ellipsis instead of throwing', () => {
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let level = 0; level < 20_000; level++) node = (node['next'] = {}) as Record<string, unknown>;
    expect(securityContextEntries({ seLinuxOptions: deep, privileged: false })).toEqual([
      ['seLinuxOptions', '…'],
      ['privileged', 'false'],
    ]);
  });
});
