import { diagramKeyAction } from './diagram-keys.ts';
import { BEHAVIOUR_ANOMALY_ATTACKS, validateBehaviourAnomalyForm } from './behaviour-anomaly.ts';
import { labelDownloads, isSafeDownloadUrl } from './downloads.ts';
import { isRecentRun, readLastRun, recordRun, REPEAT_WINDOW_MS } from './run-history.ts';
import { ATTACK_PATH_MODAL_WIDTH, resolveRequest, showArrows, SIMULATOR_MODAL_WIDTH, SLIDES } from './slides.ts';
import { defaultIps, findThreatActorAttack, THREAT_ACTOR_ATTACKS } from './threat-actors.ts';
import { buildTriggerBody } from './trigger-body.ts';
import { constrainScale, MIN_SCALE, steppedScale } from './zoom.ts';

describe('slides (spec 002 §2.2, §4)', () => {
  it('hides the arrows on slides 2, 3 and 4 and while loading', () => {
    expect(SLIDES.filter((slide) => showArrows(slide, false))).toEqual([0, 1, 5, 6]);
    expect(SLIDES.some((slide) => showArrows(slide, true))).toBe(false);
  });
  it('reads slideNumber and currentType, falling back to slide 0 and the script sub-slide', () => {
    expect(resolveRequest({ slideNumber: 1, currentType: 'threatActor' })).toEqual({ slide: 1, subSlide: 'threatActor' });
    expect(resolveRequest({ slideNumber: 1, currentType: 'behavior-anomaly' })).toEqual({ slide: 1, subSlide: 'behaviorAnomaly' });
    expect(resolveRequest({ slideNumber: 6 })).toEqual({ slide: 6, subSlide: 'script' });
    expect(resolveRequest({ slideNumber: 9, currentType: 3 })).toEqual({ slide: 0, subSlide: 'script' });
    expect(resolveRequest({ slideNumber: '2' })).toEqual({ slide: 0, subSlide: 'script' });
  });
  it.each([7, -1, 2.5, '3', null])('opens slide 0 for slideNumber %j, outside the slides 0–6', (slideNumber) => {
    expect(resolveRequest({ slideNumber }).slide).toBe(0);
  });
  it('sizes the simulator modal 992 wide (§2.2) and the attack-path modal 1000 (§9)', () => {
    expect(SIMULATOR_MODAL_WIDTH).toBe(992);
    expect(ATTACK_PATH_MODAL_WIDTH).toBe(1000);
  });
});

describe('threat actors (spec 002 §3, §7)', () => {
  it('APT28 has ip1–ip3 and Black Basta ip1–ip5, all with private defaults', () => {
    expect(Object.keys(defaultIps(findThreatActorAttack('apt28')))).toEqual(['ip1', 'ip2', 'ip3']);
    expect(Object.keys(defaultIps(findThreatActorAttack('black_basta')))).toEqual(['ip1', 'ip2', 'ip3', 'ip4', 'ip5']);
    for (const attack of THREAT_ACTOR_ATTACKS) for (const host of attack.hosts) expect(host.defaultIp).toMatch(/^(10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.)/);
  });
  it('builds the trigger body exactly as §7 names it', () => {
    const appliance = { hostname: 'vns-tokyo-01', device_ip: '10.20.0.5', device_id: 'dev-1', product_id: 'XNS' };
    const attack = findThreatActorAttack('apt28');
    expect(buildTriggerBody(attack, appliance, { ip1: ' 10.0.0.1 ', ip2: '10.0.0.2', ip3: '10.0.0.3' })).toEqual({
      guid: 'dev-1',
      source_host: 'vns-tokyo-01',
      source_ip: '10.20.0.5',
      product_code: 'XNS',
      use_case_num: 'APT28',
      endpoint_ips: { 'ipcam-lobby': '10.0.0.1', 'mikrotik-edge': '10.0.0.2', 'win10-finance-07': '10.0.0.3' },
    });
    const bb = buildTriggerBody(findThreatActorAttack('black_basta'), appliance, defaultIps(findThreatActorAttack('black_basta')));
    expect(bb.use_case_num).toBe('BlackBasta');
    expect(Object.keys(bb.endpoint_ips)).toHaveLength(5);
  });
  it('sends full-width hosts typed with a Japanese input method half-width', () => {
    const appliance = { hostname: 'vns-tokyo-01', device_ip: '10.20.0.5', device_id: 'dev-1', product_id: 'XNS' };
    const body = buildTriggerBody(findThreatActorAttack('apt28'), appliance, { ip1: '１０．０．０．１', ip2: '１０。０。０。２', ip3: '\u300010｡0｡0｡3' });
    expect(body.endpoint_ips).toEqual({ 'ipcam-lobby': '10.0.0.1', 'mikrotik-edge': '10.0.0.2', 'win10-finance-07': '10.0.0.3' });
  });
});

describe('behaviour anomaly (spec 002 §2.4, §5)', () => {
  it('SNB-AD-14 takes three server IPs', () => {
    expect(BEHAVIOUR_ANOMALY_ATTACKS.find((a) => a.id === 'SNB-AD-14')?.serverIpCount).toBe(3);
  });
  it('needs an appliance, a private client IP (position 3) and public server IPs (position 2)', () => {
    expect(validateBehaviourAnomalyForm({ attackId: 'SNB-AD-14', clientIp: '', serverIps: ['', 'x', '10.0.0.1'] })).toEqual({
      appliance: 'SIMULATOR.S36_9',
      clientIp: 'SIMULATOR.S36_10',
      serverIps: ['SIMULATOR.S36_10', 'SIMULATOR.S36_11', 'SIMULATOR.S36_12'],
    });
    expect(validateBehaviourAnomalyForm({ attackId: 'SNB-AD-14', appliance: 'd', clientIp: '8.8.8.8', serverIps: ['8.8.4.4'] }).clientIp).toBe('SIMULATOR.S36_13');
    expect(validateBehaviourAnomalyForm({ attackId: 'SNB-AD-14', appliance: 'd', clientIp: '192.168.1.20', serverIps: ['8.8.4.4', '1.1.1.1', '9.9.9.9'] })).toEqual({
      appliance: undefined,
      clientIp: undefined,
      serverIps: [undefined, undefined, undefined],
    });
  });
});

describe('24-hour repeat rule (spec 002 §2.3, §9)', () => {
  it('remembers the last run per attack and calls anything under 24 h recent', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readLastRun('apt28', storage)).toBeUndefined();
    recordRun('apt28', 1_000, storage);
    expect(readLastRun('apt28', storage)).toBe(1_000);
    expect(readLastRun('black_basta', storage)).toBeUndefined();
    expect(isRecentRun(1_000, 1_000 + REPEAT_WINDOW_MS - 1)).toBe(true);
    expect(isRecentRun(1_000, 1_000 + REPEAT_WINDOW_MS)).toBe(false);
    expect(isRecentRun(undefined, 0)).toBe(false);
  });
  it('reads a stored time no date can hold as no run (storage is anyone to write)', () => {
    const storage = { getItem: () => '1e16', setItem: () => undefined };
    expect(readLastRun('apt28', storage)).toBeUndefined();
  });
});

describe('diagram zoom and keys (spec 002 §9)', () => {
  it('steps by 0.1 and never reaches 0.1', () => {
    expect(steppedScale(1, 1)).toBe(1.1);
    expect(steppedScale(1.1, -1)).toBe(1);
    expect(steppedScale(0.3, -1)).toBe(0.2);
    expect(steppedScale(MIN_SCALE, -1)).toBe(MIN_SCALE);
    const m = (s: number) => ({ scaleX: s, scaleY: s });
    expect(constrainScale(m(0.1), m(0.2))).toEqual(m(0.2));
    expect(constrainScale(m(0.5), m(0.6))).toEqual(m(0.5));
  });
  it('maps + − 0, the arrows and Esc', () => {
    expect(diagramKeyAction('+')).toEqual({ kind: 'zoom', direction: 1 });
    expect(diagramKeyAction('-')).toEqual({ kind: 'zoom', direction: -1 });
    expect(diagramKeyAction('0')).toEqual({ kind: 'reset' });
    expect(diagramKeyAction('ArrowRight')).toMatchObject({ kind: 'pan', dy: 0 });
    expect(diagramKeyAction('Escape')).toEqual({ kind: 'closeTooltip' });
    expect(diagramKeyAction('a')).toBeUndefined();
  });
});

describe('downloads (spec 002 §3)', () => {
  it('labels items in request order and marks a missing one', () => {
    const labelled = labelDownloads([{ url: 'https://x/a.zip', userMetadata: { sha256: 'a' } }]);
    expect(labelled).toHaveLength(4);
    expect(labelled[0]?.item?.url).toBe('https://x/a.zip');
    expect(labelled[1]?.item).toBeUndefined();
  });
  it('offers only http(s) links', () => {
    expect(isSafeDownloadUrl('https://downloads.example.com/a.zip')).toBe(true);
    expect(isSafeDownloadUrl('javascript:alert(1)')).toBe(false);
  });
});
