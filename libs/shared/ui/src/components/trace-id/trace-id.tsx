import { Code, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../copy-button/copy-button.tsx';

export interface TraceIdProps {
  /** The trace ID the failed request was sent with. */
  value: string;
  /** Show a copy button (default true). */
  copyable?: boolean;
}

/** "Trace ID: …" as selectable text (one click selects the whole ID), with a copy button. */
export function TraceId({ value, copyable = true }: TraceIdProps) {
  const { t } = useLingui();
  return (
    <HStack gap="1" minW="0" maxW="full" justify="inherit">
      <Text as="span" textStyle="xs" color="fg.muted" minW="0">
        <Trans id="COMMON.TRACE_ID">
          Trace ID:{' '}
          <Code fontFamily="mono" textStyle="xs" color="fg" bg="bg.subtle" userSelect="all" wordBreak="break-all">
            {value}
          </Code>
        </Trans>
      </Text>
      {copyable ? <CopyButton value={value} label={t({ id: 'COMMON.COPY_TRACE_ID', message: 'Copy trace ID' })} /> : null}
    </HStack>
  );
}
