import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type DetailListColumns = 'auto' | 1 | 2;

const GAP = '1.5rem';
const MIN_COLUMN = '18rem';

const TEMPLATES: Record<DetailListColumns, string> = {
  // Two columns when the list itself has room for two 18rem columns, otherwise one. Measured on
  // the list, not the viewport, so a list in a 450px drawer stays single-column on a wide screen.
  auto: `repeat(auto-fit, minmax(min(100%, max(${MIN_COLUMN}, calc((100% - ${GAP}) / 2))), 1fr))`,
  1: 'minmax(0, 1fr)',
  2: 'repeat(2, minmax(0, 1fr))',
};

export interface DetailListProps {
  /** DetailField elements. */
  children: ReactNode;
  /** `auto` (default): two columns when wide, one when narrow. */
  columns?: DetailListColumns;
}

/** A dense description list (<dl>) of DetailFields. */
export function DetailList({ children, columns = 'auto' }: DetailListProps) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={TEMPLATES[columns]} columnGap={GAP} rowGap="0" m="0">
      {children}
    </chakra.dl>
  );
}
