// The shell area's part of the tenant state (TenantState.shell): what its specs may change.
export type ShellState = Record<string, never>;

export function initialShellState(): ShellState {
  return {};
}
