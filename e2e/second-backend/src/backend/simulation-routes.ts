// Spec 002 §7: the attack simulator's and the global dialogs' calls. Where the table shows a shape
// ("data.data", "array of …") it is followed exactly; the other answers are wrapped in
// `{ code, message, data }`. Device ids are numbers where they can be, times epoch ms or ISO.
//
// The threat-actor trigger: the specification writes `ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack`
// without a leading slash. Contract §1 makes every call a same-origin relative path, i.e. a path from
// the origin's root, and the device list of the same service is written `/ui/ani/dms/api/v1/…`; so this
// backend serves it at `/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack` only. A request
// resolved against the page's folder (`/users/ui/ani/…`) gets the 404 of an unknown call.
import { errorNumber, infoNumber, isRecord, ok, V3, wrapped, type CallContext, type Route } from './route.ts';
import { signedDownload } from './simulation-downloads.ts';
import type { ApplianceGroupsWire, PreReleaseWire } from './simulation-state.ts';


/** Spec 002 §8's info.numbers of the trigger, as this backend uses them. */
const TRIGGER = { badBody: 132333, unusableIp: 132334, badFormat: 132336, duplicate: 132338, running: 132124, failed: 132126 } as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** Addresses no demo host can have: this network, loopback, multicast and broadcast. */
const unusable = (ip: string) => {
  const first = Number(ip.split('.')[0]);
  return first === 0 || first === 127 || first >= 224;
};

function appliancesOf(groups: ApplianceGroupsWire) {
  return [...groups.xnsDeviceList, ...groups.ddiDeviceList, ...groups.tpDeviceList];
}

/** The trigger's checks, in the order a server would make them; undefined: accepted. */
function triggerRefusal({ body, state }: CallContext): number | undefined {
  if (!isRecord(body)) return TRIGGER.badBody;
  const { guid, source_host, source_ip, product_code, use_case_num, endpoint_ips } = body;
  if (guid === undefined || guid === null || guid === '' || typeof source_host !== 'string' || typeof source_ip !== 'string') return TRIGGER.badBody;
  if (product_code === undefined || product_code === null) return TRIGGER.badBody;
  if (use_case_num !== 'APT28' && use_case_num !== 'BlackBasta') return TRIGGER.badBody;
  if (!isRecord(endpoint_ips)) return TRIGGER.badBody;
  const ips = Object.values(endpoint_ips);
  // APT28 simulates three hosts, Black Basta five (spec 002 §3, §7).
  if (ips.length < (use_case_num === 'APT28' ? 3 : 5)) return TRIGGER.badBody;
  if (ips.some((ip) => typeof ip !== 'string' || !IPV4.test(ip))) return TRIGGER.badFormat;
  if ((ips as string[]).some(unusable)) return TRIGGER.unusableIp;
  if (new Set(ips).size !== ips.length) return TRIGGER.duplicate;
  if (state.simulation.running) return TRIGGER.running;
  const known = appliancesOf(state.simulation.deviceLists.threat_actor_simulation_device_list).some((a) => String(a.device_id) === String(guid));
  return known ? undefined : TRIGGER.failed;
}

/** The record in the asked language (Japanese texts for `ja`), without the backend's own ja fields. */
function preReleaseAnswer(record: PreReleaseWire, lang: string | null) {
  const { featureJa, descriptionJa, ...rest } = record;
  return lang === 'ja' ? { ...rest, feature: featureJa, description: descriptionJa, lang } : { ...rest, lang: lang ?? 'en' };
}

const PREVIEW = new RegExp(`^${V3}previewFramework/([^/]+)$`);

const routes: Route[] = [
  {
    method: 'POST',
    path: '/public/sjg/api/v1/simulation/aad/signIns',
    handle: ({ state, update }) => {
      update({ simulation: { signInsGenerated: state.simulation.signInsGenerated + 1 } });
      return wrapped({ requestId: `sgn-${Date.now().toString(36)}`, events: 40, tenantId: 480213 }, { message: 'Accepted' });
    },
  },
  {
    method: 'POST',
    path: '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack',
    handle: (call) => {
      const refusal = triggerRefusal(call);
      if (refusal !== undefined) return infoNumber(400, refusal, `trigger refused (${refusal})`);
      call.update({ simulation: { running: true, triggers: [...call.state.simulation.triggers, call.body] } });
      return wrapped({ taskId: 77032 + call.state.simulation.triggers.length, status: 'queued' });
    },
  },
  {
    method: 'POST',
    path: '/public/svp/v2/fileUpload/downloadUrls',
    handle: ({ body, state }) => {
      const keys = isRecord(body) ? body['objectKeys'] : undefined;
      const expire = isRecord(body) ? body['signedUrlExpireSeconds'] : undefined;
      if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => typeof k === 'string' && k !== '')) return errorNumber(400, 4000101, 'objectKeys must be a list of object keys');
      if (typeof expire !== 'number' || !Number.isInteger(expire) || expire <= 0 || expire > 604_800) return errorNumber(400, 4000102, 'signedUrlExpireSeconds out of range');
      const items = (keys as string[]).map((key, index) => signedDownload(key, index, expire));
      return state.simulation.downloadsEnvelope === 'array' ? ok(items) : wrapped(items);
    },
  },
  {
    method: 'GET',
    path: '/public/ptp/n1-simulations/v1/task-status',
    // Spec 002 §7: "data.data with the task status object".
    handle: ({ state }) => wrapped({ data: { ...state.simulation.taskStatus, running: state.simulation.running }, requestId: 'ts-5c0e' }),
  },
  {
    method: 'GET',
    path: '/ui/ani/dms/api/v1/get_simulation_device_list',
    // Spec 002 §7: "data.data with the two device lists".
    handle: ({ state }) => wrapped({ data: { ...state.simulation.deviceLists, generatedAt: Date.now() } }),
  },
  {
    method: 'GET',
    path: PREVIEW,
    handle: ({ params, url, state }) => {
      const record = state.simulation.preReleases[params[0] ?? ''];
      if (!record) return errorNumber(404, 4040301, `no preview feature ${params[0] ?? ''}`);
      return wrapped(preReleaseAnswer(record, url.searchParams.get('lang')));
    },
  },
  {
    method: 'POST',
    path: PREVIEW,
    handle: ({ params, body, state, update }) => {
      const key = params[0] ?? '';
      const record = state.simulation.preReleases[key];
      if (!record) return errorNumber(404, 4040301, `no preview feature ${key}`);
      if (!isRecord(body) || typeof body['optIn'] !== 'boolean') return errorNumber(400, 4000301, 'optIn must be true or false');
      update({ simulation: { preReleases: { [key]: { ...record, optIn: body['optIn'] } } } });
      return wrapped({ preReleaseKey: key, optIn: body['optIn'], updatedAt: new Date().toISOString() });
    },
  },
  {
    method: 'POST',
    path: '/public/adg/ald-proxy/organizations/enable-advanced-function',
    handle: ({ update }) => {
      update({ simulation: { advancedFunctionEnabled: true } });
      return wrapped({ enabled: true, organizationId: 480213 });
    },
  },
  {
    method: 'POST',
    path: `${V3}acceptTermsPopup`,
    handle: ({ body, state, update }) => {
      const version = isRecord(body) ? body['version'] : undefined;
      if ((typeof version !== 'string' && typeof version !== 'number') || version === '') return errorNumber(400, 4000401, 'version is required');
      update({ showMSPTermsPopup: false, simulation: { acceptedTerms: [...state.simulation.acceptedTerms, String(version)] } });
      return wrapped(null);
    },
  },
];

/** Each call waits its `slowMs` first, if a test made it slow. */
export const simulationRoutes: Route[] = routes.map((route) => ({
  ...route,
  handle: async (call: CallContext) => {
    const delay = call.state.simulation.slowMs[call.url.pathname] ?? 0;
    if (delay > 0) await new Promise((done) => setTimeout(done, delay));
    return route.handle(call);
  },
}));
