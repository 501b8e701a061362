import { Link, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Underlined (default) for links in running text; plain for lists where the icon is enough. */
  variant?: 'underline' | 'plain';
}

/** A link that opens in a new window, says so to screen readers, and shows an icon. */
export function ExternalLink({ href, children, variant = 'underline' }: ExternalLinkProps) {
  const { t } = useLingui();
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      colorPalette="brand"
      variant={variant}
      gap="1"
      overflowWrap="anywhere"
      display="inline"
    >
      {children}{' '}
      <ExternalLinkIcon aria-hidden="true" size="0.875em" style={{ display: 'inline', verticalAlign: '-0.1em' }} />
      <VisuallyHidden>{t({ id: 'COMMON.OPENS_IN_NEW_WINDOW', message: '(opens in a new window)' })}</VisuallyHidden>
    </Link>
  );
}
