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

// Scroll cues: a shadow at an edge while more of the dump lies that way (a phone's scrollbars show
// only while scrolling). The two covers scroll with the text and hide the shadow of an edge reached.
const COVER = 'var(--chakra-colors-bg-subtle)';
const SHADOW = 'color-mix(in srgb, var(--chakra-colors-fg) 22%, transparent)';
const SCROLL_CUES = {
  backgroundImage: [
    `linear-gradient(to right, ${COVER} 40%, transparent)`,
    `linear-gradient(to left, ${COVER} 40%, transparent)`,
    `linear-gradient(to right, ${SHADOW}, transparent)`,
    `linear-gradient(to left, ${SHADOW}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '2rem 100%, 2rem 100%, 0.75rem 100%, 0.75rem 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
} as const;

/**
 * Hex content as offset + 51-character lines (spec 001 §9), monospaced, never wrapped again by the
 * panel's width: in a focusable scroll region that scrolls sideways where the panel is narrower, with
 * a shadow at the edge that has more.
 */
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
      bgColor="bg.subtle"
      css={SCROLL_CUES}
      color="fg"
      borderRadius="l2"
      borderWidth="1px"
      borderColor="border"
      fontFamily="mono"
      textStyle="xs"
      lineHeight="1.6"
      whiteSpace="pre"
      // Offset (8) + gap (2) + a 51-character line where the panel has room.
      minW={`min(100%, ${10 + HEX_LINE_LENGTH + 6}ch)`}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      data-lines={lines.length}
    >
      {text}
    </Box>
  );
}
