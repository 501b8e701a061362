// The detail panels' names for the console's one async-state shape (`QueryState` of @soc/api):
// every panel and sub-panel renders it (STYLE.md "Hook and view").
import { toQueryState, type QueryErrorState, type QueryState } from '@soc/api';

export type PanelErrorState = QueryErrorState;
export type PanelState<T> = QueryState<T>;

/** Reads a react-query result as a panel state (`toQueryState`). */
export const toPanelState = toQueryState;
