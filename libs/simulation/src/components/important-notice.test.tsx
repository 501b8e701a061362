import { screen } from '@testing-library/react';
import { activateLocale } from '@soc/i18n';
import { renderWithProviders } from '@soc/testing';
import { RepeatWarning } from './important-notice.tsx';

const LAST_RUN = Date.UTC(2026, 10, 27, 1, 30);

describe('RepeatWarning', { timeout: 30_000 }, () => {
  afterAll(() => activateLocale('en'));

  it('joins its two English sentences with a space', async () => {
    await activateLocale('en');
    renderWithProviders(<RepeatWarning lastRun={LAST_RUN} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/\. Running it again within 24 hours is not recommended\./);
  });

  it('sets no space between its two Japanese sentences', async () => {
    await activateLocale('ja');
    renderWithProviders(<RepeatWarning lastRun={LAST_RUN} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/です。24時間以内の再実行はお勧めしません。/);
  });
});
