import { endpointRecordSchema } from '@soc/api';
import { endpointRecordVariants } from '@soc/mocks';
import { renderWithProviders } from '@soc/testing';
import { EndpointBasic, EndpointBasicSimple } from './endpoint-basic.tsx';
import { EndpointPolicy } from './endpoint-policy.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 40_000 });

const record = () => endpointRecordSchema.parse(endpointRecordVariants.disconnected());

/** The field labels and section headings, top to bottom. */
const renderedLabels = (container: HTMLElement) => Array.from(container.querySelectorAll('dt, h3'), (element) => element.textContent ?? '');

/**
 * The spec's labels that come in its order: each looked for after the one before it, so a label
 * out of place drops out. Labels the spec does not name may sit anywhere between.
 */
function inOrder(rendered: readonly string[], spec: readonly string[]): string[] {
  let from = 0;
  return spec.filter((label) => {
    const at = rendered.indexOf(label, from);
    if (at < 0) return false;
    from = at + 1;
    return true;
  });
}

describe('Endpoint field order (spec 001 §2.5)', () => {
  it('puts the Basic fields in the order §2.5 enumerates them', () => {
    // "type, hostname, connectivity, last connected time, instance name, group name, last IP used, last scan time,
    // last logged-on user, CPU architecture, domain hierarchy, OS platform, name, arch, version and kernel version,
    // description, isolation status, credit allocation status, cloud and container data (…), service gateway proxy
    // (fqdn, IPs), agent versions (…), component module status and last connected time, engines and patterns,
    // display name, ring, components update setting, agent and sensor KSP versions, security update plan, agent
    // update policy and the program, agent and component update statuses, and the endpoint sensor section"
    const spec = [
      'Type', 'Hostname', 'Connectivity', 'Last connected', 'Instance name', 'Group name', 'Last IP used', 'Last scan',
      'Last logged-on user', 'CPU architecture', 'Domain hierarchy', 'Platform', 'Name', 'Architecture', 'Version', 'Kernel version',
      'Description', 'Isolation status', 'Credit allocation status', 'GCP network tags', 'Docker engine', 'Virtual machine details',
      'FQDN', 'IP addresses', 'Endpoint protection agent version', 'Endpoint sensor agent version', 'Component module status',
      'Component module last connected', 'Engines', 'Patterns', 'Display name', 'Ring', 'Components update setting',
      'Agent KSP version', 'Sensor KSP version', 'Security update plan', 'Agent update policy', 'Program update status',
      'Agent update status', 'Component update status', 'Endpoint sensor',
    ];
    const gates = { ringDeployment: true, agentUpdateStatus: true, endpointSensorSection: true, creditPage: true };
    const { container } = renderWithProviders(<EndpointBasic record={record()} gates={gates} />);
    expect(inOrder(renderedLabels(container), spec)).toEqual(spec);
  });

  it("keeps §2.5's order in the small-business view's simplified Basic tab", () => {
    const spec = [
      'Type', 'Hostname', 'Connectivity', 'Last connected', 'Group name', 'Last IP used', 'Last scan', 'Last logged-on user',
      'Operating system', 'Isolation status', 'Endpoint protection agent version',
    ];
    const { container } = renderWithProviders(<EndpointBasicSimple record={record()} />);
    expect(inOrder(renderedLabels(container), spec)).toEqual(spec);
  });

  it('puts the Policy fields in the order §2.5 enumerates them', () => {
    // "detail profile policy, unified policy with assignment name and priority name and anti-malware scheduled scan,
    // sensor policy and its override, policy name, EPP features (…), XES features (…), installed products, IPS resource ids"
    const spec = [
      'Detail profile policy', 'Unified policy', 'Assignment name', 'Priority name', 'Anti-malware scheduled scan', 'Sensor policy',
      'Sensor policy override', 'Policy name', 'Endpoint protection features', 'Endpoint sensor features', 'Installed products',
      'Intrusion-prevention rules',
    ];
    const { container } = renderWithProviders(<EndpointPolicy record={record()} gates={{ unifiedPolicy: true }} />);
    expect(inOrder(renderedLabels(container), spec)).toEqual(spec);
  });
});
