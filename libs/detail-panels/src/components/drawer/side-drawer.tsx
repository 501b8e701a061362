import { Drawer, Portal } from '@chakra-ui/react';
import { LAYERS, PAGE_TOP } from '@soc/ui';
import type { ReactNode, RefObject } from 'react';
import { DrawerLayerContext } from './drawer-layer.ts';
import { useWindowAtMost } from '../../hooks/use-window-at-most.ts';

export interface SideDrawerProps {
  open: boolean;
  /** Esc, the close button, or the opener asking to close. */
  onClose: () => void;
  /** The drawer's content element: focused when the drawer opens. */
  contentRef: RefObject<HTMLDivElement | null>;
  /** In pixels. */
  width: number;
  /** Data attributes of the content element (tests, styles). */
  dataAttributes?: Record<`data-${string}`, string | number | undefined>;
  /** The header's title and buttons. */
  header: ReactNode;
  /** The `Drawer.Body`. */
  children: ReactNode;
}

/**
 * Not modal, the drawer hears every Escape of the page; one pressed in a field or on an open control
 * outside it (the search box and its list of earlier searches) is that control's, not the drawer's.
 */
const TAKES_ESCAPE = 'input, textarea, select, [aria-expanded="true"]';

function isEscapeOfPage(target: EventTarget | null, drawer: HTMLElement | null): boolean {
  if (!(target instanceof HTMLElement) || drawer?.contains(target)) return false;
  return target.isContentEditable || target.matches(TAKES_ESCAPE);
}

/**
 * A drawer on the right above the page (layer 1001), below the header, with no mask and not modal: the page stays usable
 * while it is open; Esc (not one a field of the page takes) or the close button closes it.
 */
export function SideDrawer({ open, onClose, contentRef, width, dataAttributes, header, children }: SideDrawerProps) {
  // Where it is as wide as the window (a phone), nothing of the page shows beside it: the focus stays in
  // it and the page is hidden from assistive technology, instead of walking on under it unseen.
  const coversPage = useWindowAtMost(width) && open;
  return (
    <Drawer.Root
      // The dialog machine sets up its focus trap and hides the page only as it opens: a window resized
      // across the drawer's width while it is open gets a drawer opened afresh in the other mode (the
      // panel's data is in the query cache and its tab in the address, so only its scroll is lost).
      key={coversPage ? 'covers-page' : 'beside-page'}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      modal={coversPage}
      trapFocus={coversPage}
      preventScroll={false}
      closeOnInteractOutside={false}
      closeOnEscape
      onEscapeKeyDown={(event) => {
        if (isEscapeOfPage(event.target, contentRef.current)) event.preventDefault();
      }}
      lazyMount
      unmountOnExit
      initialFocusEl={() => contentRef.current}
    >
      <Portal>
        {/* No mask: the positioner lets clicks through to the page; only the panel takes them. */}
        {/* Beside the page it starts below the shell header, which stays seen and reachable (WCAG 2.4.11). */}
        <Drawer.Positioner
          pointerEvents="none"
          zIndex={LAYERS.panelDrawer}
          top={coversPage ? 0 : PAGE_TOP}
          h={coversPage ? '100dvh' : `calc(100dvh - ${PAGE_TOP})`}
        >
          <Drawer.Content
            ref={contentRef}
            pointerEvents="auto"
            zIndex={LAYERS.panelDrawer}
            width={`${width}px`}
            maxW="100vw"
            borderStartWidth="1px"
            borderColor="border"
            {...dataAttributes}
          >
            <Drawer.Header px="4" pt="3" pb="3" gap="2" alignItems="flex-start" borderBottomWidth="1px" borderColor="border">
              {header}
            </Drawer.Header>
            <DrawerLayerContext.Provider value={contentRef}>{children}</DrawerLayerContext.Provider>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
