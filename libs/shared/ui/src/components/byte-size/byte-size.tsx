import { formatBytes, toByteCount } from './format-bytes.ts';
import { Dash } from '../value-or-dash/value-or-dash.tsx';

export interface ByteSizeProps {
  /** A byte count (number or numeric string); invalid or missing shows a dash. */
  bytes: number | string | null | undefined;
}

/** A byte count in human units: "1.50 KB". */
export function ByteSize({ bytes }: ByteSizeProps) {
  if (toByteCount(bytes) === null) return <Dash />;
  return <span>{formatBytes(bytes)}</span>;
}
