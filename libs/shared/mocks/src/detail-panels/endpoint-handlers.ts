// Handlers of the endpoint panel's calls (spec 001 §7): risk overview (by asset or workbench),
// endpoint record, identity data, custom tags and IPS rules.
import { HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { errorResponse, readFailures, readJson, route } from '../respond.ts';
import {
  createCustomTags,
  createEndpointIdentity,
  createEndpointRecord,
  createIpsRules,
  endpointIdentityVariants,
  endpointRecordVariants,
  type CustomTagFixture,
} from './endpoint-fixtures.ts';
import { DETAIL_PANEL_PATHS as P } from './paths.ts';
import { assetRiskVariants, createAssetRisk } from './risk-fixtures.ts';
import { fromParam, recordCall } from './record-call.ts';

export const riskOverviewHandlers = recordCall({
  method: 'get',
  path: P.riskOverview,
  readId: fromParam('id'),
  record: (assetId, state) => createAssetRisk({ assetId }, state.now()),
  variants: assetRiskVariants,
});

export const workbenchAssetRiskHandlers = recordCall({
  method: 'get',
  path: P.workbenchAssetRisk,
  readId: fromParam('workbenchUuid'),
  record: (workbenchUuid, state) => createAssetRisk({ assetId: workbenchUuid }, state.now()),
  variants: assetRiskVariants,
});

export const endpointHandlers = recordCall({
  method: 'get',
  path: P.endpoint,
  readId: fromParam('id'),
  record: (_id, state) => createEndpointRecord({}, state.now()),
  variants: endpointRecordVariants,
});

export const endpointIdentityHandlers = recordCall({
  method: 'get',
  path: P.endpointIdentity,
  readId: fromParam('id'),
  record: (_id, state) => createEndpointIdentity({}, state.now()),
  variants: endpointIdentityVariants,
});

// "read from data.data" (spec 001 §7).
const tagsBody = (tags: CustomTagFixture[]) => HttpResponse.json({ data: { data: tags } });

export const customTagsHandlers = {
  default: (_state?: MockState) =>
    route('post', P.customTags, async ({ request }) => {
      if (new URL(request.url).searchParams.get('assetType') !== '1') return errorResponse(400, { message: 'assetType must be 1' });
      const body = await readJson(request);
      if (!Array.isArray(body.assetIDs)) return errorResponse(400, { message: 'assetIDs must be a list' });
      return tagsBody(createCustomTags());
    }),
  custom: (tags: CustomTagFixture[]) => route('post', P.customTags, () => tagsBody(tags)),
  empty: () => route('post', P.customTags, () => tagsBody([])),
  long: () =>
    route('post', P.customTags, () =>
      tagsBody(
        Array.from({ length: 30 }, (_, i) => ({
          labelName: `Label ${i + 1} ${'with a long name '.repeat(2)}`,
          tagValues: Array.from({ length: 6 }, (_, j) => ({ value: `Value ${j + 1}` })),
        })),
      ),
    ),
  ...readFailures('post', P.customTags),
};

function requestedResourceIds(body: Record<string, unknown>): string[] {
  const filter = body.filter;
  const ids = filter && typeof filter === 'object' ? (filter as Record<string, unknown>).resource_id : undefined;
  if (Array.isArray(ids)) return ids.map(String);
  return typeof ids === 'string' ? [ids] : [];
}

export const ipsRulesHandlers = {
  /** Names the requested rules, honouring limit and offset. */
  default: (_state?: MockState) =>
    route('post', P.ipsRules, async ({ request }) => {
      const body = await readJson(request);
      const limit = typeof body.limit === 'number' ? body.limit : 1000;
      const offset = typeof body.offset === 'number' ? body.offset : 0;
      return HttpResponse.json({ items: createIpsRules(requestedResourceIds(body)).slice(offset, offset + limit) });
    }),
  empty: () => route('post', P.ipsRules, () => HttpResponse.json({ items: [] })),
  ...readFailures('post', P.ipsRules),
};
