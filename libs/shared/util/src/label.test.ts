import { capLabel, MAX_LABEL_LENGTH } from './label.ts';

describe('capLabel', () => {
  it('keeps a label up to the limit and cuts a longer one with an ellipsis', () => {
    const longest = 'n'.repeat(MAX_LABEL_LENGTH);
    expect(capLabel(longest)).toBe(longest);
    expect(capLabel(`${longest}n`)).toBe(`${'n'.repeat(MAX_LABEL_LENGTH - 1)}…`);
    expect(capLabel('')).toBe('');
  });
});
