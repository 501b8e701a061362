// Hex dumps for the file viewer and the capability tab. Each content line is 51 characters
// (spec 001 §9): 16 bytes as 32 hex digits, " | ", then the 16 bytes as printable ASCII.
import { seeded } from './fixture-kit.ts';

export interface HexLineFixture {
  /** Byte offset of the line, 8 hex digits. */
  line: string;
  content: string;
}

const BYTES_PER_LINE = 16;

// The start of a real-looking 64-bit Windows executable: DOS header, DOS stub, PE signature.
function peHeader(): number[] {
  const bytes = new Array<number>(0x98).fill(0);
  bytes.splice(0, 16, 0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00);
  bytes.splice(16, 16, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0x40, 0, 0, 0, 0, 0, 0, 0);
  bytes.splice(0x3c, 4, 0x80, 0x00, 0x00, 0x00);
  const stub = [0x0e, 0x1f, 0xba, 0x0e, 0x00, 0xb4, 0x09, 0xcd, 0x21, 0xb8, 0x01, 0x4c, 0xcd, 0x21];
  const message = [...'This program cannot be run in DOS mode.\r\r\n$'].map((c) => c.charCodeAt(0));
  bytes.splice(0x40, stub.length + message.length, ...stub, ...message);
  bytes.splice(0x80, 8, 0x50, 0x45, 0x00, 0x00, 0x64, 0x86, 0x07, 0x00);
  return bytes.slice(0, 0x98);
}

/** `lineCount` lines of a PE file: the header, then deterministic section bytes with some text. */
export function createHexLines(lineCount = 256, seed = 51): HexLineFixture[] {
  const random = seeded(seed);
  const strings = ['kernel32.dll', 'VirtualAlloc', 'CreateRemoteThread', 'powershell -nop -w hidden -enc ', 'https://203.0.113.45/gate.php'];
  const bytes = peHeader();
  while (bytes.length < lineCount * BYTES_PER_LINE) {
    if (random() < 0.08) bytes.push(...[...(strings[Math.floor(random() * strings.length)] ?? '')].map((c) => c.charCodeAt(0)), 0);
    else bytes.push(Math.floor(random() * 256));
  }
  return Array.from({ length: lineCount }, (_, i) => {
    const chunk = bytes.slice(i * BYTES_PER_LINE, (i + 1) * BYTES_PER_LINE);
    const hex = chunk.map((b) => b.toString(16).padStart(2, '0')).join('');
    const ascii = chunk.map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
    return { line: (i * BYTES_PER_LINE).toString(16).padStart(8, '0'), content: `${hex} | ${ascii}` };
  });
}

/** GET /mock/other/filecontent.json — its shape is not shown in spec 001; we send `{ data: lines }`. */
export function createFileContent(lineCount = 256): { data: HexLineFixture[] } {
  return { data: createHexLines(lineCount) };
}
