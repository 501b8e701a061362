import { headerRowFrom } from './header-fit.ts';

describe('headerRowFrom: where the header row holds its secondary entries', () => {
  it.each([
    { demo: false, partner: false, from: 'md' },
    { demo: true, partner: false, from: 'xl' },
    { demo: false, partner: true, from: 'xl' },
    { demo: true, partner: true, from: '2xl' },
  ] as const)('demo $demo, partner $partner: from $from', ({ demo, partner, from }) => {
    expect(headerRowFrom({ demo, partner })).toBe(from);
  });
});
