import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { HEX_LINE_LENGTH } from '@soc/api';
import { Dash } from '@soc/ui';
import { useMemo } from 'react';
import { hexDumpText, toHexRows, type HexLineInput } from './hex-rows.ts';

export interface HexDumpProps {
  lines: readonly HexLineInput[];
  /** Accessible name of the scrollable dump; defaults to "File content (hex)". */
  label?: string;
  /** Height before it scrolls (CSS length). */
  maxHeight?: string;
}

/** Hex content as offset + 51-character lines, monospaced, in a focusable scroll region. */
export function HexDump({ lines, label, maxHeight = '24rem' }: HexDumpProps) {
  const { t } = useLingui();
  const text = useMemo(() => hexDumpText(toHexRows(lines)), [lines]);
  if (!text) return <Dash />;
  return (
    <Box
      as="pre"
      role="region"
      aria-label={label ?? t({ id: 'DETAIL.HEX_DUMP', message: 'File content (hex)' })}
      tabIndex={0}
      m="0"
      p="3"
      maxH={maxHeight}
      overflow="auto"
      bg="bg.subtle"
      color="fg"
      borderRadius="l2"
      borderWidth="1px"
      borderColor="border"
      fontFamily="mono"
      textStyle="xs"
      lineHeight="1.6"
      whiteSpace="pre"
      // Offset (8) + gap (2) + a 51-character line: the dump never wraps mid-line.
      minW={`min(100%, ${10 + HEX_LINE_LENGTH + 6}ch)`}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      data-lines={lines.length}
    >
      {text}
    </Box>
  );
}
