import { riskOverviewHandlers, assetRiskVariants } from '@soc/mocks';
import { screen } from '@testing-library/react';
import { renderWithProviders, setupMockServer } from '@soc/testing';
import { RiskOverviewSection } from './risk-overview-section.tsx';

const { server } = setupMockServer();
vi.setConfig({ testTimeout: 40_000 });
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;
const SOURCE = { assetId: 'a-1', assetType: '1' };

describe('RiskOverviewSection (spec 001 §2.4, §5)', () => {
  it('shows the score with its band, the critical level with impact tags, device, cloud identity and user info', async () => {
    renderWithProviders(<RiskOverviewSection source={SOURCE} />);
    const score = await screen.findByTestId('risk-score');
    expect(score).toHaveTextContent('74High');
    expect(score.querySelector('[data-band]')).toHaveAttribute('data-band', 'high');
    expect(field('Critical asset level')).toHaveTextContent('High');
    expect(field('Absolute impact tags')).toHaveTextContent('Domain controller');
    expect(field('High impact tags')).toHaveTextContent('Finance dataPrivileged user');
    expect(field('Operating system')).toHaveTextContent('Windows 11 Enterprise 23H2');
    expect(field('User principal name')).toHaveTextContent('dana.whitfield@northwind-trading.example');
    expect(screen.getByTestId('risk-history-chart')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Risk score history from/ })).toBeInTheDocument();
  });

  it.each([
    [30, 'medium'],
    [70, 'high'],
    [29, 'low'],
  ])('puts a score of %j in the %s band', async (value, band) => {
    server.use(riskOverviewHandlers.custom(assetRiskVariants.score(value)));
    renderWithProviders(<RiskOverviewSection source={SOURCE} />);
    const score = await screen.findByTestId('risk-score');
    expect(score.querySelector('[data-band]')).toHaveAttribute('data-band', band);
  });

  it('shows a score outside 0–100 without a band and drops unreadable history points', async () => {
    server.use(riskOverviewHandlers.custom(assetRiskVariants.outOfRange()));
    renderWithProviders(<RiskOverviewSection source={SOURCE} />);
    const score = await screen.findByTestId('risk-score');
    expect(score).toHaveTextContent('140');
    expect(score.querySelector('[data-band]')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('shows dashes for an empty overview and says why nothing is asked without identifiers', async () => {
    server.use(riskOverviewHandlers.empty());
    const { unmount } = renderWithProviders(<RiskOverviewSection source={SOURCE} />);
    expect(await screen.findByText('No risk score history')).toBeVisible();
    for (const label of ['Risk score', 'Critical asset level', 'Operating system', 'Cloud identity last seen', 'User last seen']) expect(field(label)).toHaveTextContent('-');
    unmount();
    renderWithProviders(<RiskOverviewSection source={{ assetId: 'a-1' }} />);
    expect(await screen.findByText(/opened without an asset id and type/)).toBeVisible();
  });
});
