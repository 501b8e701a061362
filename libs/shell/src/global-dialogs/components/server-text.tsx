import { Text } from '@chakra-ui/react';
import { SafeHtml } from '@soc/ui';

const LOOKS_LIKE_HTML = /<\/?[a-z!][^>]*>|&[a-z#0-9]+;/i;

/** Whether a server or page-script text carries markup. */
const looksLikeHtml = (value: string) => LOOKS_LIKE_HTML.test(value);

export interface ServerTextProps {
  value: string;
  color?: string;
  textStyle?: string;
}

/**
 * Text from a server or a page script: plain text as it is; text with markup only through
 * SafeHtml (scripts, handlers and unsafe links removed).
 */
export function ServerText({ value, color, textStyle }: ServerTextProps) {
  if (looksLikeHtml(value)) return <SafeHtml html={value} color={color} textStyle={textStyle} />;
  return (
    <Text whiteSpace="pre-line" color={color} textStyle={textStyle}>
      {value}
    </Text>
  );
}
