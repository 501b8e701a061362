import { Alert, Box, Stack, type BoxProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

type NoticeTone = 'error' | 'warning' | 'info';

/**
 * Where a notice bar sits: across the top of the page, or at the top of a narrow panel such as the
 * detail drawer, where it takes the panel's padding and puts its actions under the text.
 */
export type NoticePlacement = 'page' | 'panel';

const ACCENT: Record<NoticeTone, string> = { error: 'status.error', warning: 'status.warning', info: 'status.info' };
const SURFACE: Record<NoticeTone, string> = { error: 'status.error.subtle', warning: 'status.warning.subtle', info: 'status.info.subtle' };

// The text takes the whole line beside the indicator when the actions go under it.
const TEXT_LINE_WIDTH = 'calc(100% - 2rem)';

/** In a panel always the stacked value; on a page the stacked one on a phone and the row one from `md`. */
function byPlacement<T>(placement: NoticePlacement, stacked: T, row: T): T | { base: T; md: T } {
  return placement === 'panel' ? stacked : { base: stacked, md: row };
}

export interface NoticeBarProps {
  tone: NoticeTone;
  placement?: NoticePlacement;
  /** The accessible name of the bar's region. */
  label: string;
  /** The text, usually an `Alert.Content`. */
  children: ReactNode;
  actions: ReactNode;
  /** More props of the region (a ref, a key handler, data attributes). */
  regionProps?: BoxProps & { ref?: Ref<HTMLElement> } & Record<`data-${string}`, string | undefined>;
  /** More props of the box around the text (a ref, a role, a live region). */
  textProps?: BoxProps & { ref?: Ref<HTMLDivElement> };
}

/**
 * The banners' and the upgrade offer's bar (spec 000 §2.10, spec 001 §4): a tinted alert with an accent
 * edge, its text, and its actions beside the text on a wide page, or on their own line under it, aligned
 * to the end, on a phone and in a panel (a Japanese text beside the buttons was a narrow column).
 */
export function NoticeBar({ tone, placement = 'page', label, children, actions, regionProps, textProps }: NoticeBarProps) {
  const inPanel = placement === 'panel';
  return (
    <Box
      as="section"
      aria-label={label}
      px={inPanel ? undefined : { base: '3', md: '6' }}
      pt={inPanel ? undefined : '3'}
      pb={inPanel ? '3' : undefined}
      {...regionProps}
    >
      <Alert.Root
        status={tone}
        bg={SURFACE[tone]}
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderInlineStartWidth="4px"
        borderInlineStartColor={ACCENT[tone]}
        alignItems={byPlacement(placement, 'flex-start', 'center')}
        flexWrap={byPlacement(placement, 'wrap', 'nowrap')}
        gap={byPlacement(placement, '2', '3')}
        py="2"
        data-type={tone}
      >
        <Alert.Indicator color={ACCENT[tone]} aria-hidden="true" />
        <Box flex="1" minW={byPlacement(placement, TEXT_LINE_WIDTH, '0')} {...textProps}>
          {children}
        </Box>
        <Stack direction="row" gap="2" align="center" flexShrink={0} justify="flex-end" wrap="wrap" width={byPlacement(placement, 'full', 'auto')}>
          {actions}
        </Stack>
      </Alert.Root>
    </Box>
  );
}
