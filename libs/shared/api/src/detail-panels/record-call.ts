// Most detail-panel calls ask for one record by one input and answer it in the record envelope: they
// differ only in the record's schema, the query key and where they ask. One factory builds the fetcher
// and its query options from those three, so every such call reads, caches and revalidates alike.
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request, type RequestOptions } from '../client/request.ts';
import { detailPanelQuery } from './keys.ts';
import { recordEnvelope } from './schema-extras.ts';

/** Where and how a call asks for the record of one input: `request`'s options but the schema and signal. */
type RecordRequest = Pick<RequestOptions<z.core.$ZodType>, 'method' | 'path' | 'query' | 'body'>;

/** `get(input, signal)` fetches the record of one input; `queryOptions(input)` is its detail-panel query. */
export function panelRecordCall<I, S extends z.core.$ZodType, K extends QueryKey>(schema: S, key: (input: I) => K, ask: (input: I) => RecordRequest) {
  const envelope = recordEnvelope(schema);
  const get = (input: I, signal?: AbortSignal): Promise<z.output<S>> => request({ ...ask(input), schema: envelope, record: true, signal });
  const queryOptions = (input: I) => detailPanelQuery(key(input), (signal) => get(input, signal));
  return { get, queryOptions };
}

/** The object lookups (spec 001 §7 `…/object/…/query`): a POST whose body names the object in one field. */
export const objectLookup = <S extends z.core.$ZodType, K extends QueryKey>(path: string, field: string, schema: S, key: (id: string) => K) =>
  panelRecordCall(schema, key, (id: string) => ({ method: 'POST', path, body: { [field]: id } }));

/** A GET whose path names the object. */
export const pathLookup = <S extends z.core.$ZodType, K extends QueryKey>(pathOf: (id: string) => string, schema: S, key: (id: string) => K) =>
  panelRecordCall(schema, key, (id: string) => ({ path: pathOf(id) }));
