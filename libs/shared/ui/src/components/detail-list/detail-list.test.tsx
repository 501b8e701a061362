import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { DetailField } from '../detail-field/detail-field.tsx';
import { DetailList } from './detail-list.tsx';

describe('DetailList', () => {
  it('is a description list of its fields', () => {
    const { container } = renderWithProviders(
      <DetailList>
        <DetailField label="Hostname" value="ws-042" />
        <DetailField label="IP" value="10.0.0.7" />
      </DetailList>,
    );
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Hostname', 'IP']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(['ws-042', '10.0.0.7']);
  });

  it.each([
    ['auto', 'auto-fit'],
    [1, 'minmax(0, 1fr)'],
    [2, 'repeat(2, minmax(0, 1fr))'],
  ] as const)('lays out %s columns', (columns, template) => {
    const { container } = renderWithProviders(
      <DetailList columns={columns}>
        <DetailField label="A" value="1" />
      </DetailList>,
    );
    const list = container.querySelector('dl');
    if (!list) throw new Error('no <dl>');
    expect(getComputedStyle(list).gridTemplateColumns).toContain(template);
  });
});
