import type { ReactNode } from 'react';
import type { GateName } from '../model/rules.ts';
import { useGate } from '../hooks/use-access.ts';

/** Renders its children only when the named rule of the gate table holds. */
export function Gate({ name, children, fallback = null }: { name: GateName; children: ReactNode; fallback?: ReactNode }) {
  return useGate(name) ? children : fallback;
}
