import { Link } from '@chakra-ui/react';
import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A link from a panel to a console page (spec 001 §2.18 "Links out"): the page opens in place of the current one. */
export function PageLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} colorPalette="brand" variant="underline" textStyle="sm">
      {children}
      <ArrowRightIcon aria-hidden="true" size="14" />
    </Link>
  );
}
