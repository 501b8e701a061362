// File record (spec 001 §2.6, §3).
import { longText, nullAll, type Nullable, overridable } from './fixture-kit.ts';

export const SAMPLE_FILE_SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

function fullFile() {
  return {
    fileName: 'Invoice_NT-2026-11-0487.xlsm',
    prevalence: '3',
    detectionName: 'TrojanDownloader.X97M.EMOTET.SMYXCK',
    encyclopediaLink: 'https://www.example.com/threat-encyclopedia/malware/trojandownloader.x97m.emotet.smyxck',
    familyName: ['Emotet', 'Heodo'],
    fileType: 'Microsoft Excel 2007+ macro-enabled workbook',
    fileSize: 187_392,
    memoryResident: false,
    fileSigner: 'Not signed',
    fileMD5: 'e5f96ae00443877315fbb64fd3d90005',
    fileSHA1: SAMPLE_FILE_SHA1,
    sha256: '52d6e3de4fa0dcc29946695f93940c3e7f26f30e1e39f4b1a49ad98839112786',
    tlsh: 'T1A4C123B1612DD272D1371C17149D439536B3216FDAEEB975729FAE923D5A4FD12AABFE',
    isShowFileTab: true,
  };
}

export type FileRecordFixture = Nullable<ReturnType<typeof fullFile>>;

export const createFileRecord = overridable(fullFile);

export const fileRecordVariants = {
  empty: (): FileRecordFixture => nullAll(fullFile()),
  /** A clean, signed, memory-resident system binary without the capability tab. */
  clean: (): FileRecordFixture =>
    createFileRecord({
      fileName: 'chrome.exe',
      prevalence: '48210',
      detectionName: null,
      encyclopediaLink: null,
      familyName: [],
      fileType: 'Win64 EXE',
      fileSize: 2_902_528,
      memoryResident: true,
      fileSigner: 'Google LLC',
      fileMD5: '554838a8451ac36cb977e719e9d6623c',
      fileSHA1: 'b90d94578d1a527500b3c0a2970f0a6515fcc70d',
      sha256: '9390ef32addf32bfdea786bc1e20679592498068bcbfcd357ea10ab64ea35e47',
      isShowFileTab: false,
    }),
  long: (): FileRecordFixture =>
    createFileRecord({
      fileName: `${longText('Consolidated_Annual_Report_Draft', 8)}_FINAL_FINAL_v27 (copy).docm`,
      detectionName: `Trojan.W97M.${'DOWNLOADER'.repeat(5)}.SMTHAAAB`,
      familyName: Array.from({ length: 14 }, (_, i) => `Family-${i + 1}-${'variant'.repeat(2)}`),
      fileType: 'Microsoft Word 2007+ macro-enabled document with embedded OLE objects and external template references',
      fileSize: 4_831_838_208,
      fileSigner: `${'Contoso Software Distribution and Licensing Services '.repeat(3)}Ltd.`,
    }),
};
