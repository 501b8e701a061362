// Items of the object-group drawer (spec 001 §2.16, §3 "Object group item"; contract §7
// `objectGroupDrawer.items`). They come with the event, not from a call; the edge ids are the ones the
// lineage handlers answer for.
import { HOSTILE_TEXT } from './fixture-kit.ts';

export interface ObjectGroupItemFixture {
  fileName: string;
  fullUri: string;
  fileHash: string;
  edgeId: string;
}

const ITEMS: ObjectGroupItemFixture[] = [
  {
    fileName: 'Payroll_2026-11.xlsx',
    fullUri: 'C:\\Users\\dana.whitfield\\Documents\\Payroll\\Payroll_2026-11.xlsx',
    fileHash: '8ff15c102febd834ab72a9374e5cf6d6a46bb3f0',
    edgeId: 'edge-1',
  },
  {
    fileName: 'Payroll_2026-11.xlsx',
    fullUri: '\\\\FS-AMS-02\\Finance$\\Payroll\\Payroll_2026-11.xlsx',
    fileHash: '8ff15c102febd834ab72a9374e5cf6d6a46bb3f0',
    edgeId: 'edge-2',
  },
  { fileName: 'p11.zip', fullUri: '/Users/rokafor/Downloads/p11.zip', fileHash: '3bca391ce3b77883ffd333804f17b45102b60db0', edgeId: 'edge-4' },
  {
    fileName: 'customer-export-eu.csv',
    fullUri: '\\\\FS-AMS-02\\Sales$\\Exports\\customer-export-eu.csv',
    fileHash: 'd4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f607',
    edgeId: 'edge-7',
  },
];

export function createObjectGroupItems(): ObjectGroupItemFixture[] {
  return ITEMS.map((item) => ({ ...item }));
}

export const objectGroupVariants = {
  /** Fields the opener left blank: each shows a dash. */
  emptyFields: (): ObjectGroupItemFixture[] => [{ fileName: '', fullUri: '', fileHash: '', edgeId: '' }],
  /** Files with long paths (40 unless told). */
  long: (count = 40): ObjectGroupItemFixture[] =>
    Array.from({ length: count }, (_, i) => ({
      fileName: `Quarterly_Financial_Statement_Consolidated_FY2026_part_${i + 1}.xlsx`,
      fullUri: `\\\\FS-AMS-02\\Finance$\\${'Archive\\Quarterly\\'.repeat(6)}Statement_${i + 1}.xlsx`,
      fileHash: (0x5e1f0000 + i).toString(16).padStart(8, '0').repeat(5),
      edgeId: `edge-${i + 1}`,
    })),
  hostile: (): ObjectGroupItemFixture[] => [
    { fileName: HOSTILE_TEXT.script, fullUri: HOSTILE_TEXT.img, fileHash: HOSTILE_TEXT.svg, edgeId: HOSTILE_TEXT.link },
  ],
};
