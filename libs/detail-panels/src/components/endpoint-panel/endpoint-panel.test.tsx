import { IPS_RULES_PATH } from '@soc/api';
import { customTagsHandlers, endpointHandlers, endpointRecordVariants, riskOverviewHandlers, workbenchAssetRiskHandlers } from '@soc/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, renderWithProviders, setupMockServer } from '@soc/testing';
import { EndpointPanel } from './endpoint-panel.tsx';

const { server } = setupMockServer();
vi.setConfig({ testTimeout: 40_000 });

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;

describe('EndpointPanel tabs (spec 001 §2.5, §6, §9)', () => {
  it('shows all five tabs to an account with the identity flag and asd.view, Basic first', async () => {
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    expect(await screen.findByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(tabNames()).toEqual(['Risk overview', 'Basic', 'Policy', 'Identity', 'Tags']);
    expect(await screen.findByText('FIN-LT-0231')).toBeVisible();
  });

  it('hides Identity without identity-inventory-app and Tags without asd.view', async () => {
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />, {
      personaPatch: { flags: { 'identity-inventory-app': 0 }, rbac: { asd: { view: 0, assets: 0 } } },
    });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['Risk overview', 'Basic', 'Policy']);
  });

  it.each([
    [1, 'Risk overview'],
    [3, 'Policy'],
    [4, 'Identity'],
    [5, 'Tags'],
  ])('opens tab %j from params.tab', async (tab, name) => {
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab }} />);
    expect(await screen.findByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to Basic for an unavailable tab, and reports the tab the user opens', async () => {
    const onTabChange = vi.fn();
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab: 4 }} onTabChange={onTabChange} />, { personaId: 'entp-saml-analyst' });
    expect(await screen.findByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Policy' }));
    expect(onTabChange).toHaveBeenCalledWith('3');
    expect(await screen.findByText('Finance – Strict')).toBeVisible();
  });

  it('lets the address tab win over params.tab', async () => {
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab: 1 }} tab="3" />);
    expect(await screen.findByRole('tab', { name: 'Policy' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('EndpointPanel Basic (spec 001 §2.5)', () => {
  it('shows the flag-gated fields with their flags: ring n … n − 8, agent update status, endpoint sensor section', async () => {
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    await screen.findByText('FIN-LT-0231');
    expect(field('Ring')).toHaveTextContent('n - 3');
    expect(field('Agent update status')).toHaveTextContent('Up-to-date');
    expect(screen.getByTestId('endpoint-sensor-section')).toHaveTextContent('4f1c6a2e-8d3b-4e5f-9a7c-0b1d2e3f4a5b');
    expect(field('Connectivity')).toHaveTextContent('Connected');
  });

  it.each([
    ['pattern-ring-deployment', 'Ring'],
    ['endpoint-security-updates', 'Agent update status'],
  ] as const)('hides a field without %s', async (flag, label) => {
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />, { personaPatch: { flags: { [flag]: 0 } } });
    await screen.findByText('FIN-LT-0231');
    expect(screen.queryByText(label, { selector: 'dt' })).not.toBeInTheDocument();
  });

  it.each(['endpoint-sensor-section', 'endpoint-sensor-detail'] as const)('hides the endpoint sensor section without %s', async (flag) => {
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />, { personaPatch: { flags: { [flag]: 0 } } });
    await screen.findByText('FIN-LT-0231');
    expect(screen.queryByTestId('endpoint-sensor-section')).not.toBeInTheDocument();
  });

  it('flags a proxy list of 20 IPs as truncated but not one of 19', async () => {
    server.use(endpointHandlers.custom(endpointRecordVariants.proxyAtLimit()));
    const { unmount } = renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    await screen.findByText('FIN-LT-0231');
    expect(screen.getByTestId('proxy-ips-truncated')).toBeVisible();
    unmount();
    server.use(endpointHandlers.custom(endpointRecordVariants.proxyBelowLimit()));
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    await screen.findByText('FIN-LT-0231');
    expect(screen.queryByTestId('proxy-ips-truncated')).not.toBeInTheDocument();
  });

  it('reads connectivity as unknown or not connected, and a ring outside 0–8 as a dash', async () => {
    server.use(endpointHandlers.custom(endpointRecordVariants.unknownConnectivity()));
    const { unmount } = renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    await screen.findByText('FIN-LT-0231');
    expect(field('Connectivity')).toHaveTextContent('Unknown');
    expect(field('Ring')).toHaveTextContent('-');
    unmount();
    server.use(endpointHandlers.custom(endpointRecordVariants.disconnected()));
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    await screen.findByText('FIN-LT-0231');
    expect(field('Connectivity')).toHaveTextContent('Not connected');
    expect(field('Ring')).toHaveTextContent('n - 8');
  });

  it('shows the simplified Basic in the smbp view', async () => {
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />, { personaId: 'smbp-legacy' });
    await screen.findByText('FIN-LT-0231');
    expect(screen.getByText('Operating system', { selector: 'dt' })).toBeVisible();
    expect(screen.queryByText('CPU architecture', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('endpoint-sensor-section')).not.toBeInTheDocument();
  });

  it('shows a dash for every empty value', async () => {
    server.use(endpointHandlers.empty());
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    await screen.findByText('Hostname', { selector: 'dt' });
    for (const label of ['Type', 'Hostname', 'Connectivity', 'Last connected', 'Instance name', 'Ring', 'Kernel version', 'FQDN']) {
      expect(field(label)).toHaveTextContent('-');
    }
    expect(screen.getByRole('button', { name: 'View engines (0)' })).toBeDisabled();
  });

  it('opens the engines popup with type, version and last update', async () => {
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View engines (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Engines' });
    expect(within(dialog).getByText('Virus Scan Engine (64-bit)')).toBeVisible();
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
  });
});

describe('EndpointPanel Policy and popups', () => {
  it('shows the unified policy only with v1es-unified-policy', async () => {
    const { unmount } = renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab: 3 }} />);
    expect(await screen.findByTestId('unified-policy')).toHaveTextContent('Finance laptops (EU)');
    unmount();
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab: 3 }} />, { personaPatch: { flags: { 'v1es-unified-policy': 0 } } });
    await screen.findByText('Finance – Strict');
    expect(screen.queryByTestId('unified-policy')).not.toBeInTheDocument();
  });

  it('asks for the IPS rules with limit 1000, offset 0, ascending by update time, when the popup opens', async () => {
    const requests = recordRequests(server);
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab: 3 }} />);
    const button = await screen.findByRole('button', { name: 'View intrusion-prevention rules (3)' });
    expect(requests.seen.some((r) => r.url.pathname === IPS_RULES_PATH)).toBe(false);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Intrusion-prevention rules' });
    expect(await within(dialog).findByText('Apache Log4j Remote Code Execution Vulnerability (CVE-2021-44228)')).toBeVisible();
    const call = requests.seen.find((r) => r.url.pathname === IPS_RULES_PATH);
    expect(call?.method).toBe('POST');
    expect(call?.url.searchParams.get('dsru_version')).toBe('latest');
    expect(call?.body).toEqual({ filter: { resource_id: ['1008765', '1009912', '1011243'] }, limit: 1000, offset: 0, order_by: 'update_at asc' });
    requests.stop();
  });
});

describe('EndpointPanel Tags (spec 001 §2.5, §4, §6)', () => {
  it('posts the asset id with assetType=1 and, with asd.assets = 1, links to the Tag Management page to edit them', async () => {
    const requests = recordRequests(server);
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab: 5 }} />);
    expect(await screen.findByText('Data classification')).toBeVisible();
    const note = screen.getByTestId('tags-edit-note');
    expect(note).toHaveTextContent('Tags are edited on the Tag Management page.');
    expect(within(note).getByRole('link', { name: 'Manage tags' })).toHaveAttribute('href', '/app/tag-management');
    const call = requests.seen.find((r) => r.url.pathname.endsWith('query-custom-tags-by-assetIDs'));
    expect(call?.url.searchParams.get('assetType')).toBe('1');
    expect(call?.body).toEqual({ assetIDs: ['ep-1'] });
    requests.stop();
  });

  it('links nowhere when the stored menu ids (contract §6 allowedIds) leave out Tag Management (1003)', async () => {
    localStorage.setItem('allowedIds', JSON.stringify(['44', '1002']));
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab: 5 }} />);
    expect(await screen.findByText('Data classification')).toBeVisible();
    expect(screen.getByTestId('tags-edit-note')).toHaveTextContent('which your menu does not include');
    expect(screen.queryByRole('link', { name: 'Manage tags' })).toBeNull();
  });

  it('says the account cannot edit without asd.assets, with no link to edit them, and shows no data for no tags', async () => {
    server.use(customTagsHandlers.empty());
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab: 5 }} />, { personaId: 'entp-saml-analyst' });
    expect(await screen.findByText('This endpoint has no custom tags.')).toBeVisible();
    expect(screen.getByTestId('tags-edit-note')).toHaveTextContent(/can view tags but not edit them/);
    expect(screen.queryByRole('link', { name: 'Manage tags' })).toBeNull();
  });
});

describe('EndpointPanel risk overview and failures', () => {
  it('reads the risk by asset id and type 1, or by workbench ids when both are given', async () => {
    const requests = recordRequests(server);
    const { unmount } = renderWithProviders(<EndpointPanel params={{ id: 'ep-7', tab: 1 }} />);
    expect(await screen.findByTestId('risk-score')).toHaveTextContent('74');
    expect(requests.seen.some((r) => r.url.pathname === '/public/svp/v2/object/riskOverview/query/ep-7/1')).toBe(true);
    unmount();
    renderWithProviders(<EndpointPanel params={{ id: 'ep-7', tab: 1, workbenchId: 'WB-9', workbenchUuid: 'uuid-3' }} />);
    await screen.findByTestId('risk-score');
    expect(requests.seen.some((r) => r.url.pathname === '/ui/wb/api/v1/workbenches/WB-9/assets/uuid-3')).toBe(true);
    requests.stop();
  });

  it('keeps the risk overview when the endpoint record fails, and shows retry with the trace id', async () => {
    server.use(endpointHandlers.serverError(503));
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(alert).toHaveTextContent(/Trace ID/);
    expect(within(alert).queryByRole('heading', { name: 'No data' })).not.toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('FIN-LT-0231')).toBeVisible();
  });

  it('shows no data for an unknown endpoint, and the risk call failing in its own tab', async () => {
    server.use(endpointHandlers.notFound(), riskOverviewHandlers.serverError(500));
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    expect(await screen.findByRole('heading', { name: 'No data' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Risk overview' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Trace ID/));
  });

  it('shows the no-data message when the risk read by workbench ids fails (spec 001 §8)', async () => {
    server.use(workbenchAssetRiskHandlers.serverError(500));
    const requests = recordRequests(server);
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1', tab: 1, workbenchId: 'WB-9', workbenchUuid: 'uuid-3' }} />);
    const risk = await screen.findByRole('tabpanel', { name: 'Risk overview' });
    const alert = await within(risk).findByRole('alert');
    expect(alert).toHaveTextContent('No data can be shown.');
    expect(requests.seen.some((r) => r.method === 'GET' && r.path === '/ui/wb/api/v1/workbenches/WB-9/assets/uuid-3')).toBe(true);
    expect(requests.seen.some((r) => r.path.startsWith('/public/svp/v2/object/riskOverview/query/'))).toBe(false);
    requests.stop();
  });
});

describe('links out (spec 001 §2.18)', () => {
  it('links Basic to the credit page when the account may open it, and not without license.viewLicense', async () => {
    const { unmount } = renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />);
    expect(await screen.findByText('FIN-LT-0231')).toBeVisible();
    expect(within(field('Credits')).getByRole('link', { name: 'Open the credit page' })).toHaveAttribute('href', '/app/bc/company/credit');
    unmount();
    renderWithProviders(<EndpointPanel params={{ id: 'ep-1' }} />, { personaPatch: { rbac: { license: { viewLicense: 0 } } } });
    expect(await screen.findByText('FIN-LT-0231')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open the credit page' })).toBeNull();
  });
});
