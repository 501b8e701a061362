import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

export type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string | null | undefined };

/** Renders server HTML after sanitising it (scripts, handlers and unsafe URLs removed). */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box css={{ '& a[href]': { color: 'brand.fg', textDecoration: 'underline' }, '& p': { mb: '2' } }} {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
