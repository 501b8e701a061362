// The panel area's part of the tenant state (TenantState.panel): what its specs may change.
export type PanelState = Record<string, never>;

export function initialPanelState(): PanelState {
  return {};
}
