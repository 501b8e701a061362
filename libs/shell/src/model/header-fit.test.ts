import { headerRowFrom } from './header-fit.ts';

describe('headerRowFrom: where the header row holds its secondary entries', () => {
  // An enterprise view has the search box, the case log, AI assistant and chat bot in its row; a service provider's has none.
  it.each([
    { enterpriseRow: true, demo: false, partner: false, from: 'md' },
    { enterpriseRow: true, demo: true, partner: false, from: 'xl' },
    { enterpriseRow: true, demo: false, partner: true, from: 'xl' },
    { enterpriseRow: true, demo: true, partner: true, from: '2xl' },
    { enterpriseRow: false, demo: false, partner: false, from: 'md' },
    { enterpriseRow: false, demo: true, partner: false, from: 'md' },
    { enterpriseRow: false, demo: false, partner: true, from: 'md' },
    { enterpriseRow: false, demo: true, partner: true, from: 'xl' },
  ] as const)('enterprise row $enterpriseRow, demo $demo, partner $partner: from $from', (row) => {
    expect(headerRowFrom(row)).toBe(row.from);
  });
});
