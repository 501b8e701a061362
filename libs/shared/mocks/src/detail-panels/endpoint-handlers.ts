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
import { recordByParam } from './record-call.ts';

export const riskOverviewHandlers = recordByParam(P.riskOverview, 'id', (assetId, now) => createAssetRisk({ assetId }, now), assetRiskVariants);

export const workbenchAssetRiskHandlers = recordByParam(
  P.workbenchAssetRisk,
  'workbenchUuid',
  (workbenchUuid, now) => createAssetRisk({ assetId: workbenchUuid }, now),
  assetRiskVariants,
);

export const endpointHandlers = recordByParam(P.endpoint, 'id', (_id, now) => createEndpointRecord({}, now), endpointRecordVariants);

export const endpointIdentityHandlers = recordByParam(P.endpointIdentity, 'id', (_id, now) => createEndpointIdentity({}, now), endpointIdentityVariants);

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
