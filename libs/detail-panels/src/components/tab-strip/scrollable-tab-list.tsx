import { Box, IconButton, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useHorizontalOverflow } from '../../hooks/use-horizontal-overflow.ts';

export interface ScrollableTabListProps {
  /** The `Tabs.Trigger`s. */
  children: ReactNode;
}

/**
 * A panel's tab strip that may be wider than the drawer (long labels, Japanese, a 390 px screen):
 * it scrolls, and shows that it does — a fade and a scroll button at each edge with hidden tabs.
 * The buttons are real buttons in the tab order; arrow keys inside the strip also bring tabs into view.
 */
export function ScrollableTabList({ children }: ScrollableTabListProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(ref);
  return (
    <Box position="relative" data-overflow-before={overflow.before || undefined} data-overflow-after={overflow.after || undefined}>
      <Tabs.List ref={ref} overflowX="auto" overflowY="hidden" scrollbarWidth="none">
        {children}
      </Tabs.List>
      {overflow.before && (
        <EdgeButton side="start" label={t({ id: 'DETAIL.TABS_SCROLL_BACK', message: 'Show earlier tabs' })} onClick={() => overflow.scrollBy(-1)} />
      )}
      {overflow.after && (
        <EdgeButton side="end" label={t({ id: 'DETAIL.TABS_SCROLL_FORWARD', message: 'Show more tabs' })} onClick={() => overflow.scrollBy(1)} />
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
