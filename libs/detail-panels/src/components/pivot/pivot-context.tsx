import { createContext, useContext, type ReactNode } from 'react';
import type { PanelLocation } from '../../model/panel-param.ts';

/** What a value's menu can do beyond Copy. Each action is offered only when given. */
export interface PivotActions {
  /** Opens the value's profile in the drawer, keeping the current panel in its history. */
  openProfile?: (location: PanelLocation) => void;
  /** Runs a global search for the value (the app supplies it: /app/global-search?keyword=…). */
  search?: (keyword: string) => void;
  /** The panel on show: its own identifier offers no "Open its profile". */
  current?: Pick<PanelLocation, 'searchType' | 'params'>;
}

const PivotContext = createContext<PivotActions>({});

export interface PivotProviderProps {
  value: PivotActions;
  children?: ReactNode;
}

/** Gives the values inside (every PivotValue of the open panel) their Search and Open its profile actions. */
export function PivotProvider({ value, children }: PivotProviderProps) {
  return <PivotContext.Provider value={value}>{children}</PivotContext.Provider>;
}

/** The actions of the nearest PivotProvider; none outside one (a value then offers Copy only). */
export const usePivotActions = (): PivotActions => useContext(PivotContext);
