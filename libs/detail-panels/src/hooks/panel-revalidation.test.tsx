// Issue 9 / issue 11 item 5: "the content is rebuilt every time the panel opens" (spec 001 §2.1). With
// the console's QueryClient defaults (staleTime 30 s), a re-opened panel must show its cached data at
// once AND ask the server again. Before REVALIDATE_ON_OPEN, the second open sent nothing.
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { useObjectRecord } from '../components/object-panel/hooks/use-object-record.ts';
import { useProcessCapability } from '../components/process-panel/hooks/use-process-capability.ts';
import { useThreatInsight } from '../components/threat-insight-panel/hooks/use-threat-insight.ts';
import { recordRequests, renderHookWithProviders, setupMockServer } from '@soc/testing';
import { useContainerPanel } from './use-container-panel.ts';
import { useEmailPanel } from './use-email-panel.ts';
import { useFilePanel } from './use-file-panel.ts';
import { useHostPanel } from './use-host-panel.ts';
import { useMobilePanel } from './use-mobile-panel.ts';
import { useThreatIntel } from './use-threat-intel.ts';

const { server } = setupMockServer();
const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

/** As apps/console/src/app/query-client.ts: data counts as fresh for 30 s unless a query says otherwise. */
const consoleLikeClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } });

type Status = { status: string };
const statusOf = (value: unknown): string => ((value as { state?: Status }).state ?? (value as Status)).status;

const panels: Array<[string, string, () => unknown]> = [
  ['file (3)', '/public/svp/v2/object/file/query', () => useFilePanel(SHA1)],
  ['URL (4)', '/public/svp/v2/object/url/query', () => useObjectRecord('url', 'https://example.com/a')],
  ['domain (5)', '/public/svp/v2/object/domain/query', () => useObjectRecord('domain', 'example.com')],
  ['IP (6)', '/public/svp/v2/object/ip/query', () => useObjectRecord('ip', '8.8.8.8')],
  ['threat insight (12)', '/ui/atl/campaign/api/v2/maltool/', () => useThreatInsight('Emotet', 'malware')],
  [
    'process (13)',
    '/public/ssb/api/v3/artifact/analysisResults',
    () => useProcessCapability({ xdrDeviceId: 'dev-1', pid: 4242, fullPath: 'C:\\a.exe', commandLine: 'a.exe', eventTime: 1 }),
  ],
  ['threat intelligence', `/public/svp/v2/object/vt/report/file/${SHA1}`, () => useThreatIntel('file', SHA1)],
  ['email (1)', '/public/svp/v2/object/email/query', () => useEmailPanel('<m@example.com>')],
  ['host (2)', '/public/svp/v2/object/endpoint/query', () => useHostPanel('c-1')],
  ['mobile (7)', '/public/svp/v2/object/mobile/query', () => useMobilePanel('d-1')],
  ['container (9)', '/ui/fbt/api/v1/basic/containers/basic', () => useContainerPanel('ctr-1')],
];

describe('re-opening a panel shows the cache at once and asks the server again', () => {
  it.each(panels)('%s', async (_name, path, usePanel) => {
    const queryClient = consoleLikeClient();
    const requests = recordRequests(server);
    const calls = () => requests.seen.filter((r) => r.url.pathname === path).length;

    const first = renderHookWithProviders(usePanel, { queryClient });
    await waitFor(() => expect(statusOf(first.result.current)).toBe('done'));
    expect(calls()).toBe(1);
    first.unmount();

    // The drawer rebuilds the panel on every open (keyed by openedAt): a new mount, same cache.
    const second = renderHookWithProviders(usePanel, { queryClient });
    expect(statusOf(second.result.current)).toBe('done');
    await waitFor(() => expect(calls()).toBe(2));
    requests.stop();
  });

  it('threat intelligence says it is updating while the re-open asks again, and keeps the cached report', async () => {
    const queryClient = consoleLikeClient();
    const first = renderHookWithProviders(() => useThreatIntel('file', SHA1), { queryClient });
    await waitFor(() => expect(first.result.current.state.status).toBe('done'));
    expect(first.result.current.revalidating).toBe(false);
    first.unmount();
    const second = renderHookWithProviders(() => useThreatIntel('file', SHA1), { queryClient });
    expect(second.result.current.state.status).toBe('done');
    await waitFor(() => expect(second.result.current.revalidating).toBe(true));
    expect(second.result.current.refreshing).toBe(false);
    await waitFor(() => expect(second.result.current.revalidating).toBe(false));
  });
});
