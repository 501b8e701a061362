// File panel's Basic tab and the switch for its capability tab (spec 001 §2.6).
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { optBool, optNumber, optText, textList } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { recordEnvelope } from './schema-extras.ts';

export const fileRecordSchema = z.looseObject({
  fileName: optText,
  prevalence: optText,
  detectionName: optText,
  encyclopediaLink: optText,
  familyName: textList,
  fileType: optText,
  /** Bytes. */
  fileSize: optNumber,
  memoryResident: optBool,
  fileSigner: optText,
  fileMD5: optText,
  fileSHA1: optText,
  sha256: optText,
  tlsh: optText,
  /** The file-capability tab shows only when this is true. */
  isShowFileTab: optBool,
});
export type FileRecord = z.output<typeof fileRecordSchema>;

export const FILE_PATH = '/public/svp/v2/object/file/query';

export function getFileRecord(sha1: string, signal?: AbortSignal): Promise<FileRecord> {
  return request({ method: 'POST', path: FILE_PATH, body: { sha1 }, schema: recordEnvelope(fileRecordSchema), signal });
}

export const fileQueryOptions = (sha1: string) =>
  detailPanelQuery(detailPanelKeys.file(sha1), (signal) => getFileRecord(sha1, signal));
