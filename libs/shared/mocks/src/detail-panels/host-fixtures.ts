// Legacy host record (spec 001 §2.3, §3).
import { HOSTILE_TEXT, nullAll, type Nullable, overridable } from './fixture-kit.ts';

function fullHost() {
  return {
    hostname: { value: 'FIN-LT-0231' },
    ip: { value: ['10.20.4.31', '192.0.2.77'] },
    macAddr: { value: ['3c:52:82:1f:7a:c4'] },
    cloudMeta: { instanceId: 'i-0a3f5c9e2b71d4e68', cloudProvider: 'AWS', vpcId: 'vpc-0c1d2e3f4a5b6c7d8', regionId: 'eu-west-1' },
    logonAccount: { value: ['NORTHWIND\\dana.whitfield', 'NORTHWIND\\svc-backup'] },
    osName: 'Windows 11 Enterprise',
    osVersion: '10.0.22631',
    agentList: ['Endpoint Sensor', 'Standard Endpoint Protection', 'Vulnerability Protection'],
  };
}

export type HostRecordFixture = Nullable<ReturnType<typeof fullHost>>;

export const createHostRecord = overridable(fullHost);

export const hostRecordVariants = {
  empty: (): HostRecordFixture => nullAll(fullHost()),
  /** Script and markup in every text the panel shows. */
  hostile: (): HostRecordFixture =>
    createHostRecord({
      hostname: { value: HOSTILE_TEXT.script },
      ip: { value: [HOSTILE_TEXT.img] },
      macAddr: { value: [HOSTILE_TEXT.svg] },
      cloudMeta: { instanceId: HOSTILE_TEXT.img, cloudProvider: HOSTILE_TEXT.script, vpcId: HOSTILE_TEXT.link, regionId: HOSTILE_TEXT.svg },
      logonAccount: { value: [HOSTILE_TEXT.script] },
      osName: HOSTILE_TEXT.img,
      osVersion: HOSTILE_TEXT.svg,
      agentList: [HOSTILE_TEXT.script, HOSTILE_TEXT.link],
    }),
  long: (): HostRecordFixture =>
    createHostRecord({
      hostname: { value: `FINANCE-${'REPORTING-'.repeat(6)}WORKSTATION-0231.corp.northwind-trading.example` },
      ip: { value: Array.from({ length: 16 }, (_, i) => `10.20.${i}.${100 + i}`) },
      logonAccount: { value: Array.from({ length: 30 }, (_, i) => `NORTHWIND\\contractor.account.${i + 1}`) },
      agentList: Array.from({ length: 12 }, (_, i) => `Security Agent Module ${i + 1}`),
    }),
};
