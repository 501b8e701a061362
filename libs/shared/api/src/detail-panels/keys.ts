// Query keys of the detail-panel calls: one factory, so loaders, panels and prefetches share caches.
// Every key holds exactly the inputs its fetcher sends, nothing derived.
import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export type ThreatIntelKind = 'file' | 'url' | 'domain' | 'ip_address';
export type SandboxObjectType = 'file' | 'url';
export type Refresh = 0 | 1;

const all = ['detailPanels'] as const;

export const detailPanelKeys = {
  all,
  email: (messageId: string) => [...all, 'email', messageId] as const,
  host: (computerId: string) => [...all, 'host', computerId] as const,
  riskOverview: (assetId: string, assetType: string) => [...all, 'riskOverview', assetId, assetType] as const,
  workbenchAssetRisk: (workbenchId: string, workbenchUuid: string) => [...all, 'workbenchAssetRisk', workbenchId, workbenchUuid] as const,
  endpoint: (id: string) => [...all, 'endpoint', id] as const,
  endpointIdentity: (id: string) => [...all, 'endpointIdentity', id] as const,
  customTags: (assetIds: readonly string[]) => [...all, 'customTags', [...assetIds]] as const,
  ipsRules: (resourceIds: readonly string[]) => [...all, 'ipsRules', [...resourceIds]] as const,
  file: (sha1: string) => [...all, 'file', sha1] as const,
  url: (url: string) => [...all, 'url', url] as const,
  domain: (domain: string) => [...all, 'domain', domain] as const,
  ip: (ip: string) => [...all, 'ip', ip] as const,
  mobile: (deviceId: string) => [...all, 'mobile', deviceId] as const,
  /** `id` is the object itself (a URL unencoded); the fetcher encodes it. */
  threatIntel: (kind: ThreatIntelKind, id: string, refresh: Refresh) => [...all, 'threatIntel', kind, id, refresh] as const,
  sandbox: (objectType: SandboxObjectType, id: string, lang: string) => [...all, 'sandbox', objectType, id, lang] as const,
  capability: (query: Readonly<Record<string, string | number | undefined>>) => [...all, 'capability', { ...query }] as const,
  lineageNodes: (edgeIds: readonly string[]) => [...all, 'lineageNodes', [...edgeIds]] as const,
  lineageEntries: (edgeId: string) => [...all, 'lineageEntries', edgeId] as const,
  lineageFiles: (payload: Readonly<Record<string, unknown>>) => [...all, 'lineageFiles', { ...payload }] as const,
  fileContent: () => [...all, 'fileContent'] as const,
  container: (containerId: string) => [...all, 'container', containerId] as const,
  cloudAsset: (arn: string) => [...all, 'cloudAsset', arn] as const,
  userAccount: (userId: string) => [...all, 'userAccount', userId] as const,
  userIdentity: (userId: string) => [...all, 'userIdentity', userId] as const,
  threatInsight: (name: string, type: string | undefined) => [...all, 'threatInsight', name, type ?? null] as const,
};

/**
 * Spec 001 §2.1: "the content is rebuilt every time the panel opens". Every detail-panel query is stale
 * at once, whatever the client's default `staleTime` (the console's is 30 s): a re-opened panel shows
 * its cached record immediately and asks the server again (issue 9, issue 11 item 5). Every detail-panel
 * query gets it through `detailPanelQuery`; `detail-panel-revalidation.test.ts` fails when one does not.
 */
export const REVALIDATE_ON_OPEN = { staleTime: 0 } as const;

/**
 * The query options of one detail-panel call: always REVALIDATE_ON_OPEN, the fetcher given the query's
 * abort signal; `extra` carries what only some calls need.
 */
export function detailPanelQuery<T, K extends QueryKey>(
  queryKey: K,
  fetch: (signal: AbortSignal) => Promise<T>,
  extra: Pick<UseQueryOptions<T, Error, T, K>, 'enabled' | 'refetchInterval'> = {},
) {
  return queryOptions({ ...REVALIDATE_ON_OPEN, queryKey, queryFn: ({ signal }) => fetch(signal), ...extra });
}
