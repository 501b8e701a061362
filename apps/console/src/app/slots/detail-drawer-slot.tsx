import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { DetailDrawerContainer } from '@soc/detail-panels';
import { LicenseBannerCarousel } from '@soc/notifications';
import { globalSearchHref } from '@soc/shell';
import { useConsoleNavigate } from '../hooks/use-console-navigate.ts';

/**
 * The investigation drawer (spec 001 §2.1), opened by `toggleUICEvent` from anywhere on the page, with
 * the banner carousel at its top (spec 001 §1, §4). The banners are the notifications lib's license
 * banners without the blocking dialog (the page's banners show that once); both read the same query,
 * so a banner dismissed in one place goes from both. The router's href tells the drawer when a
 * navigation has built an address without its `?panel=`. A value's "Search for it" (issue 13) goes to the
 * global search page (spec 000 §2.7: /app/global-search?keyword=, the keyword verbatim).
 */
export function DetailDrawerSlot() {
  const href = useRouterState({ select: (state) => state.location.href });
  const movedThroughHistory = useHistoryTraversal();
  const onNavigate = useConsoleNavigate();
  const onSearch = useCallback((keyword: string) => onNavigate(globalSearchHref(keyword)), [onNavigate]);
  return (
    <DetailDrawerContainer
      addressKey={href}
      movedThroughHistory={movedThroughHistory}
      onSearch={onSearch}
      banners={<LicenseBannerCarousel placement="panel" onNavigate={onNavigate} />}
    />
  );
}

/** Whether the router's latest move was the browser's Back, Forward or Go (its history tells it before it renders). */
function useHistoryTraversal(): () => boolean {
  const { history } = useRouter();
  const lastMove = useRef<string | undefined>(undefined);
  useEffect(
    () =>
      history.subscribe(({ action }) => {
        lastMove.current = action.type;
      }),
    [history],
  );
  return useCallback(() => lastMove.current === 'BACK' || lastMove.current === 'FORWARD' || lastMove.current === 'GO', []);
}
