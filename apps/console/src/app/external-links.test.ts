import { linkAddress, readExternalLinks, resolveExternalLinks } from './external-links.ts';

describe('external links (deployment settings)', () => {
  it('reads the three addresses from the Vite environment', () => {
    expect(
      readExternalLinks({
        VITE_ONLINE_HELP_URL: 'https://help.example.net/console/',
        VITE_SERVICE_STATUS_URL: '/__mock/external/service-status',
        VITE_CHAT_BOT_URL: ' https://assist.example.net/chat ',
      }),
    ).toEqual({ onlineHelp: 'https://help.example.net/console/', serviceStatus: '/__mock/external/service-status', chatBot: 'https://assist.example.net/chat' });
  });

  it('leaves out what is not set, blank or not a web address', () => {
    expect(readExternalLinks({})).toEqual({});
    expect(readExternalLinks({ VITE_ONLINE_HELP_URL: '', VITE_SERVICE_STATUS_URL: '   ', VITE_CHAT_BOT_URL: 'javascript:alert(1)' })).toEqual({});
  });

  it.each(['//evil.example/x', '/\\evil.example', 'mailto:a@b.example', 'help.example.net', 'data:text/html,x'])('refuses %j', (value) => {
    expect(linkAddress(value)).toBeUndefined();
  });
});

describe('external links at run time (contract §4 consoleSettings.links)', () => {
  const fallbacks = { onlineHelp: 'https://help.build.example/', chatBot: '/build/chat' };

  it('takes the backend’s addresses first, the build’s where the backend gives none', () => {
    expect(resolveExternalLinks({ onlineHelp: 'https://help.tenant.example/', serviceStatus: '/__mock/external/service-status' }, fallbacks)).toEqual({
      onlineHelp: 'https://help.tenant.example/',
      serviceStatus: '/__mock/external/service-status',
      chatBot: '/build/chat',
    });
  });

  it('shows the entries of a default build (no env) from the backend alone', () => {
    expect(resolveExternalLinks({ onlineHelp: '/help', serviceStatus: 'https://status.example/', chatBot: 'https://bot.example/' }, {})).toEqual({
      onlineHelp: '/help',
      serviceStatus: 'https://status.example/',
      chatBot: 'https://bot.example/',
    });
  });

  it('hides an entry only when neither gives an address', () => {
    expect(resolveExternalLinks(undefined, {})).toEqual({});
    expect(resolveExternalLinks(null, fallbacks)).toEqual(fallbacks);
    expect(resolveExternalLinks({ onlineHelp: '' }, {})).toEqual({});
  });

  it('takes an https address whatever the case of its scheme', () => {
    expect(resolveExternalLinks({ onlineHelp: 'HTTPS://help.example/docs' }, {})).toEqual({ onlineHelp: 'HTTPS://help.example/docs' });
  });

  it.each(['http://help.example/', 'HTTP://help.example/', 'javascript:alert(1)', '//evil.example/', 'data:text/html,x', 42])('ignores a backend address %j (not https: or a same-origin path)', (value) => {
    expect(resolveExternalLinks({ onlineHelp: value }, {})).toEqual({});
    expect(resolveExternalLinks({ onlineHelp: value }, fallbacks).onlineHelp).toBe(fallbacks.onlineHelp);
  });
});
