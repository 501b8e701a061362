import { Text, type TextProps } from '@chakra-ui/react';
import type { PointerEvent } from 'react';

export interface TruncatedTextProps extends Omit<TextProps, 'truncate' | 'title' | 'children'> {
  /** The whole text: shown on one line, cut with an ellipsis when it does not fit. */
  children: string;
}

/**
 * One line of text cut with an ellipsis, whose whole text shows on hover when, and only when, it is
 * cut (long Japanese menu labels and breadcrumbs). The check runs on pointer entry, not on render, so
 * rendering reads no layout; a text that fits gets no title, so nothing repeats what is on screen.
 */
export function TruncatedText({ children, onPointerEnter, ...props }: TruncatedTextProps) {
  const showWholeTextIfCut = (event: PointerEvent<HTMLParagraphElement>) => {
    const element = event.currentTarget;
    if (element.scrollWidth > element.clientWidth) element.title = children;
    else element.removeAttribute('title');
    onPointerEnter?.(event);
  };
  return (
    <Text as="span" truncate onPointerEnter={showWholeTextIfCut} {...props}>
      {children}
    </Text>
  );
}
