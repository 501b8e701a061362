import { authInfoSchema } from './auth.ts';

describe('auth consoleSettings.links (contract §4)', () => {
  it('reads the three addresses', () => {
    const links = { onlineHelp: 'https://help.example/', serviceStatus: '/status', chatBot: 'https://bot.example/' };
    expect(authInfoSchema.parse({ consoleSettings: { region: 'GOV_US', links } }).consoleSettings.links).toEqual(links);
  });

  it('leaves a missing or malformed links object out without failing the auth info', () => {
    expect(authInfoSchema.parse({ consoleSettings: { region: 'UAE' } }).consoleSettings.links).toBeUndefined();
    expect(authInfoSchema.parse({ consoleSettings: { links: 'https://help.example/' } }).consoleSettings.links).toBeUndefined();
    expect(authInfoSchema.parse({ consoleSettings: { links: { onlineHelp: { href: 'x' }, chatBot: 'https://bot.example/' } } }).consoleSettings.links).toEqual({
      onlineHelp: undefined,
      chatBot: 'https://bot.example/',
    });
  });
});
