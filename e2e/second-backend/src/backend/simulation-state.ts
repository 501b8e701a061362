// The simulation area's part of the tenant state (TenantState.simulation): what its specs may change.
// This backend's own choices where spec 002 leaves the wire open: device ids as numbers or strings,
// product ids as numbers or text, times as epoch ms or ISO strings, and fields the console does not know.

/** An appliance option of spec 002 §3 (hostname, device_ip, device_id, product_id) with extra fields. */
interface SimulationAppliance {
  hostname: string;
  device_ip: string;
  device_id: number | string;
  product_id: number | string;
  [extra: string]: unknown;
}

/** The three groups of one device list (spec 002 §3). */
export interface ApplianceGroupsWire {
  xnsDeviceList: SimulationAppliance[];
  ddiDeviceList: SimulationAppliance[];
  tpDeviceList: SimulationAppliance[];
  [extra: string]: unknown;
}

/** A pre-release record of spec 002 §3 as this backend stores it, with its Japanese texts. */
export interface PreReleaseWire {
  preReleaseKey: string;
  l10n: string;
  feature: string;
  description: string;
  /** lang=ja answers these instead. */
  featureJa: string;
  descriptionJa: string;
  PRTimestamp: number | string;
  GATimestamp: number | string | null;
  requiredCredits: number;
  requiredCreditStr: string;
  creditAllocation: 'required' | 'possiblyRequired' | 'notRequired' | 'fullCredit' | 'partialCredit' | 'free';
  optIn: boolean;
  showBtn: boolean;
  showTitle: boolean;
  disclaimer?: string;
  [extra: string]: unknown;
}

export interface SimulationState {
  deviceLists: {
    behavior_anomaly_device_list: ApplianceGroupsWire;
    threat_actor_simulation_device_list: ApplianceGroupsWire;
  };
  /** `downloadUrls` answers a bare array (the spec's "array of …") or wraps it in `{ code, message, data }`. */
  downloadsEnvelope: 'array' | 'wrapped';
  /** A threat-actor simulation is running: the trigger refuses with info.number 132124 (spec 002 §8). */
  running: boolean;
  /** The task status' server fields (spec 002 §3: "not shown"); `running` is added as it answers. */
  taskStatus: Record<string, unknown>;
  /** Trigger bodies this backend accepted. */
  triggers: unknown[];
  /** Sign-in generations accepted. */
  signInsGenerated: number;
  preReleases: Record<string, PreReleaseWire>;
  advancedFunctionEnabled: boolean;
  /** Terms versions accepted (acceptTermsPopup). */
  acceptedTerms: string[];
  /** Extra answer delay (ms) of this area's calls, by pathname: one slow call among fast ones. */
  slowMs: Record<string, number>;
}

const DAY = 86_400_000;

export function initialSimulationState(): SimulationState {
  const now = Date.now();
  return {
    deviceLists: {
      threat_actor_simulation_device_list: {
        xnsDeviceList: [
          { hostname: 'vns-osaka-edge', device_ip: '172.18.4.20', device_id: 31207, product_id: 'VNS', status: 'online', lastSeen: new Date(now - 60_000).toISOString() },
          { hostname: 'vns-sendai-02', device_ip: '10.44.0.9', device_id: 'c1f0a3d2-5b7e-4e21-9a0c-77d2e5f1b340', product_id: 'VNS', status: 'online', lastSeen: now - 3_600_000 },
        ],
        ddiDeviceList: [{ hostname: 'ddi-hq-core', device_ip: '192.168.50.3', device_id: 4410, product_id: 905, model: 'DDI-4200', firmware: '7.1.1124' }],
        tpDeviceList: [{ hostname: 'tp-dmz-01', device_ip: '10.9.9.1', device_id: 'TP-88A1', product_id: 'TPS', segments: 4 }],
        total: 4,
      },
      behavior_anomaly_device_list: {
        xnsDeviceList: [{ hostname: 'vns-osaka-edge', device_ip: '172.18.4.20', device_id: 31207, product_id: 'VNS' }],
        ddiDeviceList: [],
        tpDeviceList: [],
      },
    },
    downloadsEnvelope: 'array',
    running: false,
    taskStatus: { loadding3: false, lastTaskId: 77031, lastFinishedAt: new Date(now - 3 * DAY).toISOString(), queue: [] },
    triggers: [],
    signInsGenerated: 0,
    preReleases: {
      'graph-explorer': {
        preReleaseKey: 'graph-explorer',
        l10n: 'PRE_RELEASE.GRAPH_EXPLORER',
        feature: 'Graph Explorer',
        description: '<p>Follow an incident across <b>endpoints, e-mail and identities</b> on one graph.</p>',
        featureJa: 'グラフエクスプローラー',
        descriptionJa: 'エンドポイント、メール、IDをまたいでインシデントを1つのグラフで追跡します。',
        PRTimestamp: now - 20 * DAY,
        GATimestamp: '2026-11-02T00:00:00Z',
        requiredCredits: 12,
        requiredCreditStr: '12 credits per 1,000 endpoints after general availability',
        creditAllocation: 'possiblyRequired',
        optIn: false,
        showBtn: true,
        showTitle: true,
        owner: 'xdr-platform',
        tags: ['graph', 'investigation'],
      },
      'companion-assist': {
        preReleaseKey: 'companion-assist',
        l10n: 'PRE_RELEASE.COMPANION',
        feature: 'Companion Assist',
        description: 'Ask questions about alerts in plain language.',
        featureJa: 'コンパニオンアシスト',
        descriptionJa: 'アラートについて自然な言葉で質問できます。',
        PRTimestamp: new Date(now - 5 * DAY).toISOString(),
        GATimestamp: Date.UTC(2027, 2, 1),
        requiredCredits: 0,
        requiredCreditStr: 'No credits during the preview',
        creditAllocation: 'free',
        optIn: false,
        showBtn: true,
        showTitle: true,
        disclaimer: 'genAI',
        region: 'JP',
      },
      'sandbox-next': {
        preReleaseKey: 'sandbox-next',
        l10n: 'PRE_RELEASE.SANDBOX',
        feature: 'Sandbox Next',
        description: 'A faster sandbox with network replay.',
        featureJa: 'サンドボックス Next',
        descriptionJa: 'ネットワーク再生に対応した高速サンドボックス。',
        PRTimestamp: now - 60 * DAY,
        GATimestamp: null,
        requiredCredits: 3,
        requiredCreditStr: '3 credits per submission',
        creditAllocation: 'required',
        optIn: true,
        showBtn: true,
        showTitle: true,
      },
    },
    advancedFunctionEnabled: false,
    acceptedTerms: [],
    slowMs: {},
  };
}
