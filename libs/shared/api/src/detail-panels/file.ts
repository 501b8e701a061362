// File panel's Basic tab and the switch for its capability tab (spec 001 §2.6).
import { z } from 'zod/mini';
import { optBool, optNumber, optText, textList } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { objectLookup } from './record-call.ts';

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

export const { get: getFileRecord, queryOptions: fileQueryOptions } = objectLookup(FILE_PATH, 'sha1', fileRecordSchema, detailPanelKeys.file);
