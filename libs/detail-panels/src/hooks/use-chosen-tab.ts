import { useState } from 'react';

export interface ChosenTab {
  /** The tab the user picked in this panel, if any; it wins over the tab the panel was opened with. */
  chosen: string | undefined;
  /** Remembers the pick and reports it (the address follows the tab). */
  choose: (tab: string) => void;
}

/** A panel's tab choice: kept here, not in the tab strip, so it survives the record reloading. */
export function useChosenTab(onTabChange?: (tab: string) => void): ChosenTab {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  return {
    chosen,
    choose: (tab) => {
      setChosen(tab);
      onTabChange?.(tab);
    },
  };
}
