// Paths of the attack simulator's calls (spec 002 §7).
export const SIMULATION_PATHS = {
  signIns: '/public/sjg/api/v1/simulation/aad/signIns',
  trigger: '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack',
  downloadUrls: '/public/svp/v2/fileUpload/downloadUrls',
  taskStatus: '/public/ptp/n1-simulations/v1/task-status',
  deviceList: '/ui/ani/dms/api/v1/get_simulation_device_list',
} as const;
