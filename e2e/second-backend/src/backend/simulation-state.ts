// The simulation area's part of the tenant state (TenantState.simulation): what its specs may change.
export type SimulationState = Record<string, never>;

export function initialSimulationState(): SimulationState {
  return {};
}
