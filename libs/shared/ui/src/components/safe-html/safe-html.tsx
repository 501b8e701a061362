import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';
import { HIDDEN_CHARACTER_STYLE } from '../untrusted-text/untrusted-text.tsx';

// Each inline element is isolated: a right-to-left name in <b> cannot reorder the addresses after it.
const SAFE_HTML_STYLES = {
  '& a[href]': { color: 'brand.fg', textDecoration: 'underline' },
  '& p': { mb: '2' },
  '& :is(a, b, code, em, i, span, strong, u)': { unicodeBidi: 'isolate' },
  '& [data-hidden-character]': HIDDEN_CHARACTER_STYLE,
};

export type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string | null | undefined };

/** Renders server HTML after sanitising it (scripts, handlers and unsafe URLs removed, hidden characters drawn). */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box css={SAFE_HTML_STYLES} {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
