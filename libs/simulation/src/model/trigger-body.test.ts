import type { Appliance } from '@soc/api';
import { defaultIps, findThreatActorAttack } from './threat-actors.ts';
import { buildTriggerBody } from './trigger-body.ts';

const appliance: Appliance = { hostname: 'vns-osaka-02', device_ip: '10.30.0.9', device_id: 'guid-42', product_id: 'DDI' };

describe('the threat-actor trigger body (spec 002 §7)', () => {
  it('sends the appliance as guid, source_host, source_ip and product_code, and the Black Basta use case', () => {
    const attack = findThreatActorAttack('black_basta');
    expect(buildTriggerBody(attack, appliance, defaultIps(attack))).toEqual({
      guid: 'guid-42',
      source_host: 'vns-osaka-02',
      source_ip: '10.30.0.9',
      product_code: 'DDI',
      use_case_num: 'BlackBasta',
      endpoint_ips: Object.fromEntries(attack.hosts.map((host) => [host.hostName, host.defaultIp])),
    });
  });

  it('keys endpoint_ips by the demo host names: two servers, a domain controller and two desktops for Black Basta', () => {
    const attack = findThreatActorAttack('black_basta');
    const ips = { ip1: '10.0.0.1', ip2: '10.0.0.2', ip3: '10.0.0.3', ip4: '10.0.0.4', ip5: '10.0.0.5' };
    expect(buildTriggerBody(attack, appliance, ips).endpoint_ips).toEqual({
      'srv-file-01': '10.0.0.1',
      'srv-app-02': '10.0.0.2',
      'dc-corp-01': '10.0.0.3',
      'desktop-hr-11': '10.0.0.4',
      'desktop-sales-12': '10.0.0.5',
    });
  });

  it('sends APT28 as use case APT28 with its three hosts, the addresses as the form normalised them', () => {
    const body = buildTriggerBody(findThreatActorAttack('apt28'), appliance, { ip1: '１０．２０．１．２１', ip2: ' 10.20.1.1\t', ip3: '10.20.3.57' });
    expect(body.use_case_num).toBe('APT28');
    expect(body.endpoint_ips).toEqual({ 'ipcam-lobby': '10.20.1.21', 'mikrotik-edge': '10.20.1.1', 'win10-finance-07': '10.20.3.57' });
  });

  it('sends an appliance field the device list left out as empty text, never a made-up value', () => {
    const body = buildTriggerBody(findThreatActorAttack('apt28'), { device_id: 'guid-7' }, defaultIps(findThreatActorAttack('apt28')));
    expect(body).toMatchObject({ guid: 'guid-7', source_host: '', source_ip: '', product_code: '' });
  });

  it('leaves a host the form left empty out of endpoint_ips rather than send an empty address', () => {
    const body = buildTriggerBody(findThreatActorAttack('black_basta'), appliance, { ip1: '10.0.0.1', ip2: '10.0.0.2', ip3: '10.0.0.3', ip4: '  ' });
    expect(body.endpoint_ips).toEqual({ 'srv-file-01': '10.0.0.1', 'srv-app-02': '10.0.0.2', 'dc-corp-01': '10.0.0.3' });
  });
});
