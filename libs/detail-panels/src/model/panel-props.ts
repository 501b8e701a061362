import type { DrawerParamsBySearchType, SearchType } from '@soc/events';

/** What every panel receives from the drawer. */
export interface PanelProps<S extends SearchType = SearchType> {
  params: DrawerParamsBySearchType[S];
  /** The tab to show (from the address); the panel's default when undefined or not available. */
  tab?: string;
  /** Reports the tab the user opened, so the address can carry it. */
  onTabChange?: (tab: string) => void;
}
