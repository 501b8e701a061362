import { SIMULATION_SCRIPT_KEYS } from '@soc/api';
import { activateLocale } from '@soc/i18n';
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
