// The threat-actor attacks of spec 002 §2.3 / §3 as data: description, techniques, expected Workbench
// detections and insights, the simulated hosts with their private default addresses, the demo host
// names the trigger's `endpoint_ips` is keyed by (§7), and the numbered steps of the attack path.
// The specification fixes the hosts per attack (APT28: a camera, a router-OS host and a Windows 10 host;
// Black Basta: two servers, a domain-controller-like server and two desktops) but not their texts,
// names or addresses: those are fixed here once and used by the form, the trigger and the diagram.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { THREAT_ACTOR_IDS, type ThreatActorUseCase } from '@soc/api';
import type { HostField, ThreatActor } from './validation.ts';

interface SimulatedHost {
  field: HostField;
  /** The demo host name: the key of `endpoint_ips`. */
  hostName: string;
  role: MessageDescriptor;
  defaultIp: string;
  /** Where the host sits in the attack-path diagram (diagram units, see DIAGRAM_SIZE). */
  x: number;
  y: number;
}

export interface AttackStep {
  /** 1-based, as shown in the diagram. */
  number: number;
  title: MessageDescriptor;
  body: MessageDescriptor;
  /** The step runs from one host to another (or stays on one). */
  from: HostField | 'attacker';
  to: HostField;
}

export interface ThreatActorAttack {
  id: ThreatActor;
  /** `event_name` of §3. */
  eventName: string;
  useCase: ThreatActorUseCase;
  description: MessageDescriptor;
  techniques: readonly string[];
  modelDetections: readonly MessageDescriptor[];
  insights: readonly MessageDescriptor[];
  hosts: readonly SimulatedHost[];
  steps: readonly AttackStep[];
}

/** The diagram's own coordinate space; the view scales it to its box. */
export const DIAGRAM_SIZE = { width: 880, height: 360 } as const;
/**
 * What the drawing keeps clear at the left and right of that space: the attacker's box starts 46 in,
 * the widest host label (Japanese "Application server", 156 px under x 760) ends 42 short of the edge.
 */
export const DIAGRAM_SIDE_MARGIN = 40;
/** Where the simulated attacker (the appliance's traffic source) is drawn. */
export const ATTACKER_POSITION = { x: 80, y: 180 } as const;

export const THREAT_ACTOR_ATTACKS: readonly ThreatActorAttack[] = [
  {
    id: 'apt28',
    eventName: 'APT28',
    useCase: THREAT_ACTOR_IDS.apt28,
    description: msg({
      id: 'SIM.APT28.DESCRIPTION',
      message:
        'APT28 is a state-sponsored group known for compromising network edge devices and IoT equipment to reach Windows hosts. The simulation replays its network traffic between three hosts of your network.',
    }),
    techniques: ['T1190 Exploit Public-Facing Application', 'T1110 Brute Force', 'T1021 Remote Services', 'T1071 Application Layer Protocol'],
    modelDetections: [
      msg({
        id: 'SIM.APT28.MODEL_1',
        message: 'Exploitation attempt against an IoT device',
      }),
      msg({
        id: 'SIM.APT28.MODEL_2',
        message: 'Brute-force login to a router management service',
      }),
      msg({
        id: 'SIM.APT28.MODEL_3',
        message: 'Command-and-control communication from a Windows host',
      }),
    ],
    insights: [
      msg({
        id: 'SIM.APT28.INSIGHT_1',
        message: 'Workbench insight correlating the camera, router and Windows host alerts into one APT28 incident',
      }),
    ],
    hosts: [
      {
        field: 'ip1',
        hostName: 'ipcam-lobby',
        role: msg({ id: 'SIM.HOST.CAMERA', message: 'IP camera' }),
        defaultIp: '10.20.1.21',
        x: 300,
        y: 80,
      },
      {
        field: 'ip2',
        hostName: 'mikrotik-edge',
        role: msg({ id: 'SIM.HOST.ROUTER', message: 'Router (RouterOS)' }),
        defaultIp: '10.20.1.1',
        x: 520,
        y: 280,
      },
      {
        field: 'ip3',
        hostName: 'win10-finance-07',
        role: msg({ id: 'SIM.HOST.WIN10', message: 'Windows 10 host' }),
        defaultIp: '10.20.3.57',
        x: 760,
        y: 140,
      },
    ],
    steps: [
      {
        number: 1,
        from: 'attacker',
        to: 'ip1',
        title: msg({
          id: 'SIM.APT28.STEP_1.TITLE',
          message: 'Exploit the camera',
        }),
        body: msg({
          id: 'SIM.APT28.STEP_1.BODY',
          message: 'The attacker sends an exploit to the IP camera’s web interface and gains a foothold inside the network.',
        }),
      },
      {
        number: 2,
        from: 'ip1',
        to: 'ip2',
        title: msg({
          id: 'SIM.APT28.STEP_2.TITLE',
          message: 'Brute-force the router',
        }),
        body: msg({
          id: 'SIM.APT28.STEP_2.BODY',
          message: 'From the camera, repeated logins are tried against the router’s management service until one succeeds.',
        }),
      },
      {
        number: 3,
        from: 'ip2',
        to: 'ip3',
        title: msg({
          id: 'SIM.APT28.STEP_3.TITLE',
          message: 'Move to the Windows host',
        }),
        body: msg({
          id: 'SIM.APT28.STEP_3.BODY',
          message: 'Through the router, the attacker reaches the Windows 10 host with remote services.',
        }),
      },
      {
        number: 4,
        from: 'ip3',
        to: 'ip3',
        title: msg({
          id: 'SIM.APT28.STEP_4.TITLE',
          message: 'Command and control',
        }),
        body: msg({
          id: 'SIM.APT28.STEP_4.BODY',
          message: 'The Windows host beacons to a command-and-control server over an application-layer protocol.',
        }),
      },
    ],
  },
  {
    id: 'black_basta',
    eventName: 'Black Basta',
    useCase: THREAT_ACTOR_IDS.black_basta,
    description: msg({
      id: 'SIM.BLACK_BASTA.DESCRIPTION',
      message:
        'Black Basta is a ransomware operation that enters through a desktop, takes over the domain and encrypts servers. The simulation replays its network traffic between five hosts of your network.',
    }),
    techniques: ['T1566 Phishing', 'T1087 Account Discovery', 'T1003 OS Credential Dumping', 'T1021 Remote Services', 'T1486 Data Encrypted for Impact'],
    modelDetections: [
      msg({
        id: 'SIM.BLACK_BASTA.MODEL_1',
        message: 'Domain account discovery from a desktop',
      }),
      msg({
        id: 'SIM.BLACK_BASTA.MODEL_2',
        message: 'Credential access on a domain controller',
      }),
      msg({
        id: 'SIM.BLACK_BASTA.MODEL_3',
        message: 'Lateral movement to servers over SMB',
      }),
    ],
    insights: [
      msg({
        id: 'SIM.BLACK_BASTA.INSIGHT_1',
        message: 'Workbench insight tying the desktop, domain controller and server alerts into one ransomware incident',
      }),
    ],
    hosts: [
      {
        field: 'ip1',
        hostName: 'srv-file-01',
        role: msg({ id: 'SIM.HOST.SERVER_1', message: 'File server' }),
        defaultIp: '10.30.2.10',
        x: 760,
        y: 70,
      },
      {
        field: 'ip2',
        hostName: 'srv-app-02',
        role: msg({ id: 'SIM.HOST.SERVER_2', message: 'Application server' }),
        defaultIp: '10.30.2.11',
        x: 760,
        y: 290,
      },
      {
        field: 'ip3',
        hostName: 'dc-corp-01',
        role: msg({ id: 'SIM.HOST.DC', message: 'Domain controller' }),
        defaultIp: '10.30.1.5',
        x: 540,
        y: 180,
      },
      {
        field: 'ip4',
        hostName: 'desktop-hr-11',
        role: msg({ id: 'SIM.HOST.DESKTOP_1', message: 'Desktop 1' }),
        defaultIp: '10.30.4.21',
        x: 280,
        y: 80,
      },
      {
        field: 'ip5',
        hostName: 'desktop-sales-12',
        role: msg({ id: 'SIM.HOST.DESKTOP_2', message: 'Desktop 2' }),
        defaultIp: '10.30.4.22',
        x: 280,
        y: 280,
      },
    ],
    steps: [
      {
        number: 1,
        from: 'attacker',
        to: 'ip4',
        title: msg({
          id: 'SIM.BLACK_BASTA.STEP_1.TITLE',
          message: 'Initial access',
        }),
        body: msg({
          id: 'SIM.BLACK_BASTA.STEP_1.BODY',
          message: 'A phishing payload runs on the first desktop and connects back to the attacker.',
        }),
      },
      {
        number: 2,
        from: 'ip4',
        to: 'ip5',
        title: msg({
          id: 'SIM.BLACK_BASTA.STEP_2.TITLE',
          message: 'Discovery',
        }),
        body: msg({
          id: 'SIM.BLACK_BASTA.STEP_2.BODY',
          message: 'The attacker scans the network and the second desktop for shares and accounts.',
        }),
      },
      {
        number: 3,
        from: 'ip4',
        to: 'ip3',
        title: msg({
          id: 'SIM.BLACK_BASTA.STEP_3.TITLE',
          message: 'Take over the domain',
        }),
        body: msg({
          id: 'SIM.BLACK_BASTA.STEP_3.BODY',
          message: 'Credentials are dumped and used against the domain controller.',
        }),
      },
      {
        number: 4,
        from: 'ip3',
        to: 'ip1',
        title: msg({
          id: 'SIM.BLACK_BASTA.STEP_4.TITLE',
          message: 'Reach the servers',
        }),
        body: msg({
          id: 'SIM.BLACK_BASTA.STEP_4.BODY',
          message: 'With domain rights, the attacker moves to both servers over remote services.',
        }),
      },
      {
        number: 5,
        from: 'ip3',
        to: 'ip2',
        title: msg({ id: 'SIM.BLACK_BASTA.STEP_5.TITLE', message: 'Encrypt' }),
        body: msg({
          id: 'SIM.BLACK_BASTA.STEP_5.BODY',
          message: 'Ransomware is pushed to the servers and starts encrypting their data.',
        }),
      },
    ],
  },
];

export function findThreatActorAttack(id: ThreatActor): ThreatActorAttack {
  const attack = THREAT_ACTOR_ATTACKS.find((a) => a.id === id);
  if (!attack) throw new Error(`Unknown threat actor attack ${id}`);
  return attack;
}

/** The form's starting IPs: the attack's private defaults (§3). */
export function defaultIps(attack: ThreatActorAttack): Partial<Record<HostField, string>> {
  return Object.fromEntries(attack.hosts.map((host) => [host.field, host.defaultIp]));
}
