import { EMPTY_VALUE } from '../value-or-dash/is-empty-value.ts';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Parses a byte count from a number or a numeric string; anything else (or negative) is null. */
export function toByteCount(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * Human byte size, base 1024 with two decimals (spec 2 sections 2.6 and 9):
 * 0 → "0.00 B", 1536 → "1.50 KB". Values past the terabytes stay in TB. Invalid → "-".
 */
export function formatBytes(value: number | string | null | undefined): string {
  const bytes = toByteCount(value);
  if (bytes === null) return EMPTY_VALUE;
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < BYTE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  // Rounding can reach 1024.00 in the smaller unit (e.g. 1048575 B); move up when it does.
  if (Number(size.toFixed(2)) >= 1024 && unit < BYTE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toFixed(2)} ${BYTE_UNITS[unit]}`;
}
