import { fileHandlers, fileRecordVariants } from '@soc/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupMockServer } from '@soc/testing';
import { FilePanel } from './file-panel.tsx';
import { fileTabs } from './file-panel-view.tsx';

const { server } = setupMockServer();
vi.setConfig({ testTimeout: 20_000 });
const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

describe('fileTabs (spec 001 §2.6)', () => {
  it('shows Sensitive Data only with edge ids, File capability only when the server says so, Threat intelligence where allowed', () => {
    expect(fileTabs({ edgeIds: [], isShowFileTab: false, showThreatIntel: false })).toEqual(['basic', 'sandbox']);
    expect(fileTabs({ edgeIds: ['e1'], isShowFileTab: true, showThreatIntel: true })).toEqual(['basic', 'sensitiveData', 'capability', 'sandbox', 'threatIntel']);
    expect(fileTabs({ edgeIds: [], isShowFileTab: undefined, showThreatIntel: true })).toEqual(['basic', 'sandbox', 'threatIntel']);
  });
});

describe('FilePanel', () => {
  it('shows every Basic field, the size in base-1024 units and the detection linked to its encyclopedia page', async () => {
    renderWithProviders(<FilePanel params={{ sha1: SHA1 }} />);
    expect(await screen.findByText('Invoice_NT-2026-11-0487.xlsm')).toBeVisible();
    expect(screen.getByText('183.00 KB')).toBeVisible();
    expect(screen.getByRole('link', { name: /TrojanDownloader\.X97M\.EMOTET\.SMYXCK/ })).toHaveAttribute(
      'href',
      'https://www.example.com/threat-encyclopedia/malware/trojandownloader.x97m.emotet.smyxck',
    );
    expect(screen.getByText('No', { selector: 'dd *' })).toBeVisible();
    expect(screen.getByRole('tablist')).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'File capability', 'Sandbox analysis', 'Threat intelligence']);
  });

  it('shows a dash for every empty value', async () => {
    server.use(fileHandlers.empty());
    renderWithProviders(<FilePanel params={{ sha1: SHA1 }} />);
    await screen.findByText('Prevalence');
    const dashes = screen.getAllByText('-');
    expect(dashes.length).toBeGreaterThanOrEqual(12);
  });

  it('hides the threat-intelligence tab in UAE and GOV_US', async () => {
    renderWithProviders(<FilePanel params={{ sha1: SHA1 }} />, { personaId: 'uae-root' });
    await screen.findByRole('tablist');
    expect(screen.queryByRole('tab', { name: 'Threat intelligence' })).not.toBeInTheDocument();
  });

  it('adds Sensitive Data Information for a sensitive file and drops File capability when the server says so', async () => {
    server.use(fileHandlers.custom(fileRecordVariants.clean()));
    renderWithProviders(<FilePanel params={{ sha1: SHA1, edge_ids: ['edge-1'] } as never} tab="sensitiveData" />);
    const tab = await screen.findByRole('tab', { name: 'Sensitive Data Information' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'File capability' })).not.toBeInTheDocument();
    expect(await screen.findByText('FIN-LT-0231')).toBeVisible();
    expect(await screen.findByText('edge-1:entry-1')).toBeVisible();
  });

  it('opens the tab named by the address, falls back to Basic otherwise, and reports changes', async () => {
    const onTabChange = vi.fn();
    const { unmount } = renderWithProviders(<FilePanel params={{ sha1: SHA1 }} tab="nope" onTabChange={onTabChange} />);
    expect(await screen.findByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Sandbox analysis' }));
    expect(onTabChange).toHaveBeenCalledWith('sandbox');
    expect(await screen.findByText('Suspicious behaviors')).toBeVisible();
    unmount();
    renderWithProviders(<FilePanel params={{ sha1: SHA1 }} tab="threatIntel" />);
    expect(await screen.findByRole('tab', { name: 'Threat intelligence' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no data for an unknown file, and no data with retry and trace id when the call fails', async () => {
    server.use(fileHandlers.notFound());
    const { unmount } = renderWithProviders(<FilePanel params={{ sha1: SHA1 }} />);
    expect(await screen.findByRole('heading', { name: 'No data' })).toBeVisible();
    unmount();
    server.use(fileHandlers.serverError(500));
    renderWithProviders(<FilePanel params={{ sha1: SHA1 }} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The data could not be loaded' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(alert).toHaveTextContent(/Trace ID/);
  });
});
