import { linkAddress, readExternalLinks } from './external-links.ts';

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
