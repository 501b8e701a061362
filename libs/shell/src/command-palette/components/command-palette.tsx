import { useQuery } from '@tanstack/react-query';
import { menuQueryOptions, type LoadState } from '@soc/api';
import { dispatchToggleUIEvent, type ToggleDrawerDetail } from '@soc/events';
import { openInNewWindow } from '@soc/util';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useMenuTitle } from '../../hooks/use-menu-title.ts';
import { recordSearch } from '../../model/search-history.ts';
import { panelEventDetail } from '../../model/search-keyword.ts';
import { globalSearchHref } from '../../model/search-routes.ts';
import { useCommandPalette } from '../hooks/use-command-palette.ts';
import { menuPages, type MenuPage } from '../model/menu-pages.ts';
import type { PaletteOption } from '../model/palette-results.ts';
import { readRecentPanels, recentPanelEventDetail, type RecentPanel } from '../model/recent-panels.ts';
import { CommandPaletteView } from './command-palette-view.tsx';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** Goes to a console address (a menu page, or `/app/global-search?keyword=…`). */
  onNavigate: (href: string) => void;
  /** Opens a panel; by default through `toggleUICEvent` (contract §7), as any page script would. */
  onOpenPanel?: (detail: ToggleDrawerDetail) => void;
  /** Opens a `/nojump` menu entry's external site; by default a new window without opener. */
  onOpenWindow?: (href: string) => void;
  /** Where the recent panels and the search history live; `localStorage` by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The text the palette opens with (stories). */
  initialText?: string;
}

/**
 * The command palette (issue 13): the menu from the shell's cached query, the recent panels of this
 * browser, and the chosen option carried out once the dialog has closed and given focus back, so a
 * panel that opens takes the focus and keeps it.
 */
export function CommandPalette({ open, onClose, onNavigate, onOpenPanel = dispatchToggleUIEvent, onOpenWindow = openInNewWindow, storage, initialText }: CommandPaletteProps) {
  const menu = useQuery(menuQueryOptions());
  // The titles the left menu shows, in the console's language: what the user searches by.
  const titleOf = useMenuTitle();
  const pages = useMemo(() => menuPages(menu.data?.data ?? [], titleOf), [menu.data, titleOf]);
  const pagesStatus = menu.isError ? 'error' : menu.data ? 'done' : 'loading';

  // Every opening starts afresh: empty text, the recent panels as they are now.
  const [session, setSession] = useState({ open, count: 0, recent: open ? readRecentPanels(storage) : [] });
  if (session.open !== open) {
    setSession({ open, count: open ? session.count + 1 : session.count, recent: open ? readRecentPanels(storage) : session.recent });
  }

  const chosen = useRef<PaletteOption | undefined>(undefined);
  const act = useCallback(() => {
    const option = chosen.current;
    chosen.current = undefined;
    if (!option) return;
    switch (option.kind) {
      case 'panel':
        return onOpenPanel(panelEventDetail(option.target));
      case 'recent':
        return onOpenPanel(recentPanelEventDetail(option.panel));
      case 'search':
        recordSearch(option.keyword, storage);
        return onNavigate(globalSearchHref(option.keyword));
      case 'page':
        return option.page.external ? onOpenWindow(option.page.href) : onNavigate(option.page.href);
    }
  }, [onNavigate, onOpenPanel, onOpenWindow, storage]);

  const onChoose = useCallback(
    (option: PaletteOption) => {
      chosen.current = option;
      onClose();
    },
    [onClose],
  );

  return (
    <PaletteSession
      key={session.count}
      open={open}
      onClose={onClose}
      onExitComplete={act}
      onChoose={onChoose}
      pages={pages}
      pagesStatus={pagesStatus}
      recent={session.recent}
      initialText={initialText}
    />
  );
}

function PaletteSession({ open, onClose, onExitComplete, onChoose, pages, pagesStatus, recent, initialText }: {
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  onChoose: (option: PaletteOption) => void;
  pages: readonly MenuPage[];
  pagesStatus: LoadState<unknown>['status'];
  recent: readonly RecentPanel[];
  initialText?: string;
}) {
  const state = useCommandPalette({ pages, recent, onChoose, initialText });
  return <CommandPaletteView open={open} onClose={onClose} onExitComplete={onExitComplete} state={state} pagesStatus={pagesStatus} />;
}
