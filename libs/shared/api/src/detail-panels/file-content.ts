// Sample content of the file hex viewer (spec 001 §2.6). Its shape is not shown in the
// specification; we read the same `{ data: [{ line, content }] }` the capability call's `hex`
// carries (or the bare list, as other calls may answer), so one viewer serves both. Each content
// line is 51 characters (spec 001 §9).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../client/request.ts';
import { dataOrSelf, entriesOf } from '../client/schema.ts';
import { hexLineSchema, type HexLine } from './capability.ts';
import { detailPanelKeys } from './keys.ts';

export const HEX_LINE_LENGTH = 51;

export const fileContentSchema = dataOrSelf(entriesOf(hexLineSchema));

export const FILE_CONTENT_PATH = '/mock/other/filecontent.json';

export function getFileContent(signal?: AbortSignal): Promise<HexLine[]> {
  return request({ path: FILE_CONTENT_PATH, schema: fileContentSchema, signal });
}

/** A static sample: it never changes while the console runs. */
export const fileContentQueryOptions = () =>
  queryOptions({ queryKey: detailPanelKeys.fileContent(), queryFn: ({ signal }) => getFileContent(signal), staleTime: Infinity });
