import { Text, type TextProps } from '@chakra-ui/react';
import type { PointerEvent } from 'react';
import { hasHiddenCharacters, visibleText } from '@soc/util';
import { UntrustedText } from '../untrusted-text/untrusted-text.tsx';

export interface TruncatedTextProps extends Omit<TextProps, 'truncate' | 'title' | 'children'> {
  /** The whole text: shown on one line, cut with an ellipsis when it does not fit. */
  children: string;
}

/** Marks every TruncatedText, so a container can find the label of one of its entries (`cutTextIn`). */
const TRUNCATED_TEXT = '[data-truncated-text]';

const isCut = (element: HTMLElement) => element.scrollWidth > element.clientWidth;

/**
 * The whole text of the TruncatedText inside `element` while it is cut, else undefined: what the
 * left menu shows beside an entry that has the keyboard focus, as the hover title shows it to a mouse.
 */
export function cutTextIn(element: Element): string | undefined {
  const text = element.querySelector<HTMLElement>(TRUNCATED_TEXT);
  return text && isCut(text) ? (text.textContent ?? undefined) : undefined;
}

/**
 * One line of text cut with an ellipsis, whose whole text shows on hover when, and only when, it is
 * cut (long Japanese menu labels and breadcrumbs). The check runs on pointer entry, not on render, so
 * rendering reads no layout; a text that fits gets no title, so nothing repeats what is on screen.
 */
export function TruncatedText({ children, onPointerEnter, ...props }: TruncatedTextProps) {
  const showWholeTextIfCut = (event: PointerEvent<HTMLParagraphElement>) => {
    const element = event.currentTarget;
    if (isCut(element)) element.title = visibleText(children);
    else element.removeAttribute('title');
    onPointerEnter?.(event);
  };
  return (
    // Isolated in its first letter's direction by `dir`, as UntrustedText is, without an element more
    // per line: a menu may draw thousands.
    <Text as="span" truncate dir="auto" data-truncated-text="" onPointerEnter={showWholeTextIfCut} {...props}>
      {hasHiddenCharacters(children) ? <UntrustedText>{children}</UntrustedText> : children}
    </Text>
  );
}
