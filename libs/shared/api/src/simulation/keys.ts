/** Query keys of the attack simulator's calls (spec 002 §7). */
export const simulationKeys = {
  all: ['simulation'] as const,
  downloadUrls: (objectKeys: readonly string[]) => [...simulationKeys.all, 'downloadUrls', ...objectKeys] as const,
  taskStatus: () => [...simulationKeys.all, 'taskStatus'] as const,
  deviceList: () => [...simulationKeys.all, 'deviceList'] as const,
};
