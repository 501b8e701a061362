// Handlers of the lineage calls and the hex viewer's sample content (spec 001 §7).
import { HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { errorResponse, readFailures, readJson, route } from '../respond.ts';
import { createFileContent } from './hex-fixtures.ts';
import { createLineageEntries, createLineageFiles, createLineageNodes, lineageVariants } from './lineage-fixtures.ts';
import { DETAIL_PANEL_PATHS as P } from './paths.ts';

export const lineageNodesHandlers = {
  /** One node per requested edge id. */
  default: (state: MockState) =>
    route('post', P.lineageNodes, async ({ request }) => {
      const { edge_ids: edgeIds } = await readJson(request);
      if (!Array.isArray(edgeIds)) return errorResponse(400, { message: 'edge_ids must be a list' });
      return HttpResponse.json({ nodes: createLineageNodes(edgeIds.map(String), state.now()) });
    }),
  empty: () => route('post', P.lineageNodes, () => HttpResponse.json({ nodes: [] })),
  long: () => route('post', P.lineageNodes, () => HttpResponse.json({ nodes: lineageVariants.longNodes() })),
  ...readFailures('post', P.lineageNodes),
};

export const lineageEntriesHandlers = {
  default: (_state?: MockState) =>
    route('get', P.lineageEntries, ({ request }) => {
      const edgeId = new URL(request.url).searchParams.get('edgeId');
      if (!edgeId) return errorResponse(400, { message: 'edgeId is required' });
      return HttpResponse.json({ entries: createLineageEntries(edgeId) });
    }),
  empty: () => route('get', P.lineageEntries, () => HttpResponse.json({ entries: [] })),
  ...readFailures('get', P.lineageEntries),
};

export const lineageFilesHandlers = {
  /** The payload is the console's to choose; an `edgeId` in it is echoed into the items. */
  default: (_state?: MockState) =>
    route('post', P.lineageFiles, async ({ request }) => {
      const { edgeId } = await readJson(request);
      return HttpResponse.json({ items: createLineageFiles(typeof edgeId === 'string' ? edgeId : undefined) });
    }),
  empty: () => route('post', P.lineageFiles, () => HttpResponse.json({ items: [] })),
  ...readFailures('post', P.lineageFiles),
};

export const fileContentHandlers = {
  default: (_state?: MockState) => route('get', P.fileContent, () => HttpResponse.json(createFileContent())),
  empty: () => route('get', P.fileContent, () => HttpResponse.json({ data: [] })),
  long: () => route('get', P.fileContent, () => HttpResponse.json(createFileContent(4096))),
  ...readFailures('get', P.fileContent),
};
