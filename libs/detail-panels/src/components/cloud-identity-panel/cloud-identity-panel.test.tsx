import { CLOUD_ASSET_PATH } from '@soc/api';
import { cloudAssetHandlers, cloudAssetVariants } from '@soc/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, renderWithProviders, setupMockServer } from '@soc/testing';
import { CloudIdentityPanel } from './cloud-identity-panel.tsx';

const { server } = setupMockServer();
vi.setConfig({ testTimeout: 40_000 });
const ARN = 'arn:aws:s3:::acme-logs';
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;

describe('CloudIdentityPanel (spec 001 §2.12)', () => {
  it('asks by arn with assetType=cloudAsset and shows every basic field and the tags', async () => {
    const requests = recordRequests(server);
    renderWithProviders(<CloudIdentityPanel params={{ arn: ARN }} />);
    expect(await screen.findByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('prod-logging')).toBeVisible();
    expect(field('Provider')).toHaveTextContent('AWS');
    expect(field('Region')).toHaveTextContent('eu-west-1');
    expect(field('Service')).toHaveTextContent('Amazon S3');
    expect(screen.getByRole('link', { name: /s3\.console\.aws\.amazon\.com/ })).toHaveAttribute('target', '_blank');
    expect(field('CostCenter')).toHaveTextContent('CC-4410');
    const call = requests.seen.find((r) => r.url.pathname === CLOUD_ASSET_PATH);
    expect(call?.url.searchParams.get('arn')).toBe(ARN);
    expect(call?.url.searchParams.get('assetType')).toBe('cloudAsset');
    requests.stop();
  });

  it('reads the risk overview by asset id and type when given', async () => {
    const requests = recordRequests(server);
    renderWithProviders(<CloudIdentityPanel params={{ arn: ARN, assetId: 'ca-42', assetType: 'iamRole' }} tab="riskOverview" />);
    expect(await screen.findByTestId('risk-score')).toHaveTextContent('74');
    expect(requests.seen.some((r) => r.url.pathname === '/public/svp/v2/object/riskOverview/query/ca-42/iamRole')).toBe(true);
    requests.stop();
  });

  it('never makes a script link clickable and shows markup as text', async () => {
    server.use(cloudAssetHandlers.custom(cloudAssetVariants.hostile()));
    renderWithProviders(<CloudIdentityPanel params={{ arn: ARN }} />);
    expect(await screen.findAllByText('<script>window.__pwned=true</script>')).toHaveLength(2);
    expect(field('Asset name')).toHaveTextContent('<script>window.__pwned=true</script>');
    expect(document.querySelector('script, img, svg[onload]')).toBeNull();
    expect(field('Resource link')).toHaveTextContent('javascript:window.__pwned=true');
    expect(within(field('Resource link')).queryByRole('link')).toBeNull();
  });

  it('shows dashes for an empty asset and an error with retry for a failed call', async () => {
    server.use(cloudAssetHandlers.empty());
    const { unmount } = renderWithProviders(<CloudIdentityPanel params={{ arn: ARN }} />);
    await screen.findByText('Asset name', { selector: 'dt' });
    for (const label of ['Asset name', 'Resource group', 'Provider', 'Region', 'Service', 'Resource link']) expect(field(label)).toHaveTextContent('-');
    unmount();
    server.use(cloudAssetHandlers.serverError(502));
    const onTabChange = vi.fn();
    renderWithProviders(<CloudIdentityPanel params={{ arn: ARN }} onTabChange={onTabChange} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Trace ID/);
    await userEvent.click(screen.getByRole('tab', { name: 'Risk overview' }));
    expect(onTabChange).toHaveBeenCalledWith('riskOverview');
  });
});
