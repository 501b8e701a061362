import { objectRecordSchema } from '@soc/api';
import { activateLocale } from '@soc/i18n';
import { createUrlRecord } from '@soc/mocks';
import { renderWithProviders } from '@soc/testing';
import { ObjectActivityView } from './object-activity-view.tsx';

const record = objectRecordSchema.parse(createUrlRecord());

/** The peak hour's count is a message of its own after the date. */
describe('ObjectActivityView peak hour', { timeout: 30_000 }, () => {
  afterAll(() => activateLocale('en'));

  it('puts a space before the English count', async () => {
    await activateLocale('en');
    const { container } = renderWithProviders(<ObjectActivityView record={record} />);
    expect(container.textContent).toMatch(/\d \(\d+ activit(y|ies)\)/);
  });

  it('puts none before the Japanese count in full-width brackets', async () => {
    await activateLocale('ja');
    const { container } = renderWithProviders(<ObjectActivityView record={record} />);
    expect(container.textContent).toMatch(/\d（\d+件のアクティビティ）/);
  });
});
