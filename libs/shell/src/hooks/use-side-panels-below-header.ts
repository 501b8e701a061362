import { useLayoutEffect } from 'react';
import { PAGE_TOP_PROPERTY, SHELL_HEADER_HEIGHT } from '@soc/ui';

/** While the header is drawn, side drawers start below it (`PAGE_TOP` of @soc/ui); in every browser, unlike `:has()`. */
export function useSidePanelsBelowHeader() {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(PAGE_TOP_PROPERTY, SHELL_HEADER_HEIGHT);
    return () => {
      root.removeProperty(PAGE_TOP_PROPERTY);
    };
  }, []);
}
