import { headerRowFrom } from './header-fit.ts';

describe('headerRowFrom: where the header row holds its secondary entries', () => {
  it.each([
    { demo: false, partner: false, from: 'md' },
    { demo: true, partner: false, from: 'xl' },
    { demo: false, partner: true, from: 'xl' },
    { demo: true, partner: true, from: '2xl' },
  ] as const)('an enterprise view (search box, case log, AI, chat bot), demo $demo, partner $partner: from $from', ({ demo, partner, from }) => {
    expect(headerRowFrom({ demo, partner, enterpriseRow: true })).toBe(from);
  });

  it.each([
    { demo: false, partner: false, from: 'md' },
    { demo: true, partner: false, from: 'md' },
    { demo: false, partner: true, from: 'md' },
    { demo: true, partner: true, from: 'xl' },
  ] as const)('a service provider\'s view (none of those), demo $demo, partner $partner: from $from', ({ demo, partner, from }) => {
    expect(headerRowFrom({ demo, partner, enterpriseRow: false })).toBe(from);
  });
});
