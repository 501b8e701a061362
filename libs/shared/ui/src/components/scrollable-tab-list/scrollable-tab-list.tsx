import { Box, IconButton, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useHorizontalOverflow } from '../../hooks/use-horizontal-overflow.ts';

// In a strip that scrolls, a tab keeps its width and its label stays on one line, and its focus ring is
// drawn inside it (the strip clips whatever reaches past its edges), in the brand colour as the left
// menu's inset rings are (the theme's gray ring reaches 3:1 too: semantic-colors.ts).
const TRIGGERS_IN_A_SCROLLING_STRIP = {
  '& [role="tab"]': { flexShrink: 0, whiteSpace: 'nowrap', '&:focus-visible': { outlineOffset: '-2px', outlineColor: 'brand.focusRing' } },
} as const;

export interface ScrollableTabListProps {
  /** The `Tabs.Trigger`s. */
  children: ReactNode;
}

/**
 * A tab strip that may be wider than its box (long labels, Japanese, a 390 px screen): a panel's in
 * the drawer, the simulator's sub-slides in its modal.
 * it scrolls, and shows that it does — a fade and a scroll button at each edge with hidden tabs.
 * The buttons are real buttons in the tab order; arrow keys inside the strip also bring tabs into view.
 */
export function ScrollableTabList({ children }: ScrollableTabListProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(ref);
  return (
    <Box position="relative" data-overflow-before={overflow.before || undefined} data-overflow-after={overflow.after || undefined}>
      <Tabs.List ref={ref} overflowX="auto" overflowY="hidden" scrollbarWidth="none" css={TRIGGERS_IN_A_SCROLLING_STRIP}>
        {children}
      </Tabs.List>
      {overflow.before && (
        <EdgeButton side="start" label={t({ id: 'COMMON.TABS_SCROLL_BACK', message: 'Show earlier tabs' })} onClick={() => overflow.scrollBy(-1)} />
      )}
      {overflow.after && (
        <EdgeButton side="end" label={t({ id: 'COMMON.TABS_SCROLL_FORWARD', message: 'Show more tabs' })} onClick={() => overflow.scrollBy(1)} />
      )}
    </Box>
  );
}

function EdgeButton({ side, label, onClick }: { side: 'start' | 'end'; label: string; onClick: () => void }) {
  return (
    <Box
      position="absolute"
      insetBlock="0"
      {...(side === 'start' ? { insetInlineStart: '0' } : { insetInlineEnd: '0' })}
      display="flex"
      alignItems="center"
      ps={side === 'end' ? '6' : '0'}
      pe={side === 'start' ? '6' : '0'}
      // The fade says "there is more this way" even before the button is noticed.
      bgImage={side === 'end' ? 'linear-gradient(to right, transparent, var(--chakra-colors-bg-panel) 45%)' : 'linear-gradient(to left, transparent, var(--chakra-colors-bg-panel) 45%)'}
      pointerEvents="none"
    >
      <IconButton size="xs" variant="ghost" aria-label={label} title={label} onClick={onClick} pointerEvents="auto">
        {side === 'end' ? <ChevronRight aria-hidden="true" /> : <ChevronLeft aria-hidden="true" />}
      </IconButton>
    </Box>
  );
}
