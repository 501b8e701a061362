// Issue 9 / issue 11 item 5: re-opening a panel asks the server again. Every detail-panel query must be
// stale at once (REVALIDATE_ON_OPEN), whatever the QueryClient's default staleTime.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { REVALIDATE_ON_OPEN } from './keys.ts';

type Factory = (...args: unknown[]) => { queryKey: readonly unknown[]; staleTime?: unknown };

// Every module of this folder; the factories are the exports named `…QueryOptions`.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** The hex viewer's sample content is static (GET /mock/other/filecontent.json): cached for good on purpose. */
const STATIC = new Set(['fileContentQueryOptions']);

const factories = Object.values(modules)
  .flatMap((module) => Object.entries(module))
  .filter((entry): entry is [string, Factory] => entry[0].endsWith('QueryOptions') && typeof entry[1] === 'function')
  .filter(([name]) => !STATIC.has(name));

describe('detail-panel query options revalidate on every open', () => {
  it('finds the factories', () => {
    expect(factories.map(([name]) => name)).toEqual(
      expect.arrayContaining(['emailQueryOptions', 'hostQueryOptions', 'fileQueryOptions', 'urlQueryOptions', 'threatIntelQueryOptions', 'mobileQueryOptions']),
    );
    expect(factories.length).toBeGreaterThanOrEqual(20);
  });

  it.each(factories)('%s is stale at once', (_name, factory) => {
    const options = factory('id-1', 'type-1', 0);
    expect(options.staleTime).toBe(REVALIDATE_ON_OPEN.staleTime);
  });

  it('beats a client default staleTime: a fresh observer of cached data refetches', () => {
    const factory = factories.find(([name]) => name === 'emailQueryOptions')?.[1];
    if (!factory) throw new Error('emailQueryOptions missing');
    // The console's own default (apps/console query-client.ts) is 30 s.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const options = factory('msg-1');
    client.setQueryData(options.queryKey, { cached: true });
    const observer = new QueryObserver(client, options as never);
    expect(observer.getCurrentResult().isStale).toBe(true);
  });
});
