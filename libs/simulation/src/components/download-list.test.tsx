import { SIMULATION_SCRIPT_KEYS } from '@soc/api';
import { activateLocale } from '@soc/i18n';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@soc/testing';
import { labelDownloads } from '../model/downloads.ts';
import { DownloadList } from './download-list.tsx';

// No item from the server: every archive shows its name and that it has no link.
const state = { status: 'done' as const, data: labelDownloads([]) };
const keys = [SIMULATION_SCRIPT_KEYS[0] as string];

describe('DownloadList without a link', { timeout: 30_000 }, () => {
  afterAll(() => activateLocale('en'));

  it('puts a space before the English aside', async () => {
    await activateLocale('en');
    const { container } = renderWithProviders(<DownloadList state={state} keys={keys} />);
    expect(container.textContent).toMatch(/\S \(no download link available\)/);
  });

  it('puts none before the Japanese aside in full-width brackets', async () => {
    await activateLocale('ja');
    const { container } = renderWithProviders(<DownloadList state={state} keys={keys} />);
    expect(container.textContent).toMatch(/[^\s]（[^）]+）/);
    expect(container.textContent).not.toMatch(/\s（/);
  });
});

describe('DownloadList with links', () => {
  const sha256 = 'a'.repeat(64);
  const linked = (url: string) => ({ status: 'done' as const, data: labelDownloads([{ url, userMetadata: { sha256 } }]) });

  it('downloads a file of the console\'s own origin in place', () => {
    renderWithProviders(<DownloadList state={linked('/files/t1003.zip')} keys={keys} />);
    const link = screen.getByRole('link', { name: /Credential dumping/ });
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens another origin\'s link in a new window that cannot reach back: its answer must not replace the console', () => {
    renderWithProviders(<DownloadList state={linked('https://storage.example.com/t1003.zip?sig=1')} keys={keys} />);
    const link = screen.getByRole('link', { name: 'Credential dumping (T1003) (opens in a new window)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
