import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { processCapabilityHandlers } from '@soc/mocks';
import { processBasics, useProcessCapability, type ProcessParams } from './use-process-capability.ts';

const server = setupServer();
const bodies: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  bodies.length = 0;
  server.events.on('request:start', async ({ request }) => {
    bodies.push(await request.clone().json());
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const PARAMS: ProcessParams = {
  xdrDeviceId: 'b0f1c2d3-4e5f-6789-abcd-ef0123456789',
  pid: 4412,
  fullPath: 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
  commandLine: 'powershell.exe -NoProfile -EncodedCommand SQBFAFgA',
  eventTime: 1795167000000,
};

describe('useProcessCapability', () => {
  it('posts queryType process with exactly the event parameters', async () => {
    server.use(processCapabilityHandlers.default());
    const { result } = renderHook(() => useProcessCapability(PARAMS), { wrapper: wrapper() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(bodies).toEqual([{ queryType: 'process', ...PARAMS }]);
  });

  it('adds artifactUniqueId and sha1 only when the event gives them', async () => {
    server.use(processCapabilityHandlers.default());
    const params = { ...PARAMS, artifactUniqueId: 'artifact-77', sha1: 'c67f1ee17880030ce11821dcc9be7af90b863d9b' };
    const { result } = renderHook(() => useProcessCapability(params), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(bodies).toEqual([{ queryType: 'process', ...params }]);
    if (result.current.status !== 'done') throw new Error('not done');
    expect(result.current.data.process?.hashId).toBe(params.sha1);
  });

  it('reports processing and notFound as the server says', async () => {
    server.use(processCapabilityHandlers.processing());
    const processing = renderHook(() => useProcessCapability(PARAMS), { wrapper: wrapper() });
    await waitFor(() => expect(processing.result.current.status).toBe('processing'));
    server.use(processCapabilityHandlers.notFound());
    const notFound = renderHook(() => useProcessCapability({ ...PARAMS, pid: 1 }), { wrapper: wrapper() });
    await waitFor(() => expect(notFound.result.current).toEqual({ status: 'notFound' }));
  });

  it('treats a failed call as notFound (spec 001 §4, §8)', async () => {
    server.use(processCapabilityHandlers.serverError());
    const { result } = renderHook(() => useProcessCapability(PARAMS), { wrapper: wrapper() });
    await waitFor(() => expect(result.current).toEqual({ status: 'notFound' }));
  });

  it('treats an answer of the wrong shape as notFound, not a crash', async () => {
    server.use(processCapabilityHandlers.badData());
    const { result } = renderHook(() => useProcessCapability(PARAMS), { wrapper: wrapper() });
    await waitFor(() => expect(result.current).toEqual({ status: 'notFound' }));
  });
});

describe('processBasics', () => {
  it('prefers the server process and falls back to the event', () => {
    expect(processBasics({ status: 'loading' }, { ...PARAMS, sha1: 'abc' })).toEqual({
      hashId: 'abc',
      pid: '4412',
      commandLine: PARAMS.commandLine,
      integrityLevel: undefined,
    });
    const data = {
      status: 'done' as const,
      hex: undefined,
      password: undefined,
      presignedUrl: undefined,
      processes: [],
      process: { tagging: [], hashId: 'def', pid: '9', commandLine: 'cmd.exe', integrityLevel: 'High' },
    };
    expect(processBasics({ status: 'done', data }, PARAMS)).toEqual({ hashId: 'def', pid: '9', commandLine: 'cmd.exe', integrityLevel: 'High' });
  });
});
