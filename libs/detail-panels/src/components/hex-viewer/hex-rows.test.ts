import { HEX_LINE_LENGTH } from '@soc/api';
import { createHexLines } from '@soc/mocks';
import { hexDumpText, toHexRows } from './hex-rows.ts';

describe('hex rows (spec 001 §9: lines of 51 characters)', () => {
  it('keeps 51-character lines as they are', () => {
    const lines = createHexLines(4);
    const rows = toHexRows(lines);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.content.length === HEX_LINE_LENGTH)).toBe(true);
    expect(rows[1]).toEqual({ offset: '00000010', content: lines[1]?.content });
  });

  it('cuts a longer line into 51-character rows, the offset on the first only', () => {
    const content = 'a'.repeat(51) + 'b'.repeat(51) + 'c'.repeat(10);
    expect(toHexRows([{ line: '00000000', content }])).toEqual([
      { offset: '00000000', content: 'a'.repeat(51) },
      { offset: '', content: 'b'.repeat(51) },
      { offset: '', content: 'c'.repeat(10) },
    ]);
  });

  it('drops empty lines and aligns the offsets in the text', () => {
    const rows = toHexRows([{ line: '0', content: 'x' }, { line: null, content: null }, { line: '10', content: 'y' }]);
    expect(hexDumpText(rows)).toBe('0   x\n10  y');
  });
});
