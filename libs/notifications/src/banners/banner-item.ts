/** Banner types in the order the carousel shows them (spec 001 §1, §3: error, warning, info). */
export type BannerType = 'error' | 'warning' | 'info';

/** A button on a banner. On an info banner pressing it also hides the banner for good (spec 000 §4.3, spec 001 §4). */
export interface BannerAction {
  label: string;
  onClick?: () => void;
}

/**
 * One banner as the carousel shows it: plain data, so the shell's license banners and the
 * detail-panel drawer's banners (spec 001 §3 "Banner item": type, title, pid, dismiss_btn, btn)
 * share one view.
 */
export interface BannerItem {
  /** Stable key (the license pid for license banners). */
  id: string;
  type: BannerType;
  title: string;
  description?: string;
  /** "Dismiss" removes it and tells the server (`dismissBanner`). */
  dismissible: boolean;
  /** The close button hides it for this page view only. */
  closable: boolean;
  action?: BannerAction;
}

const RANK: Record<BannerType, number> = { error: 0, warning: 1, info: 2 };

/** Error, then warning, then info; banners of one type keep the server's order. */
export function sortBanners<T extends Pick<BannerItem, 'type'>>(banners: readonly T[]): T[] {
  return banners
    .map((banner, index) => ({ banner, index }))
    .sort((a, b) => RANK[a.banner.type] - RANK[b.banner.type] || a.index - b.index)
    .map(({ banner }) => banner);
}
