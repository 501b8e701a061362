import { HEX_LINE_LENGTH } from '@soc/api';

/** A hex line as the capability call and the file-content sample carry it (`HexLine` of @soc/api, or a fixture). */
export interface HexLineInput {
  line?: string | null;
  content?: string | null;
}

export interface HexRow {
  /** The line's offset, or '' for the continuation of a line longer than 51 characters. */
  offset: string;
  content: string;
}

/**
 * Lines as the viewer shows them: at most HEX_LINE_LENGTH (51) characters each (spec 001 §9).
 * A longer server line is cut into 51-character rows; empty lines are dropped.
 */
export function toHexRows(lines: readonly HexLineInput[], lineLength: number = HEX_LINE_LENGTH): HexRow[] {
  const rows: HexRow[] = [];
  for (const { line, content } of lines) {
    const text = (content ?? '').replace(/\r?\n/g, ' ');
    if (!text && !line) continue;
    if (text.length <= lineLength) {
      rows.push({ offset: line ?? '', content: text });
      continue;
    }
    for (let start = 0; start < text.length; start += lineLength) {
      rows.push({ offset: start === 0 ? (line ?? '') : '', content: text.slice(start, start + lineLength) });
    }
  }
  return rows;
}

/** The dump as one text block: offset, two spaces, content; one row per line. */
export function hexDumpText(rows: readonly HexRow[]): string {
  const width = rows.reduce((max, row) => Math.max(max, row.offset.length), 0);
  return rows.map((row) => `${row.offset.padEnd(width)}  ${row.content}`).join('\n');
}
