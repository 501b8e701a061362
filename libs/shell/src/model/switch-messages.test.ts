import { allowedMessageOrigins, readSwitchMessage, SWITCH_ACTIONS, SWITCH_PAGES } from './switch-messages.ts';

const CONSOLE = 'https://console.example.com';
const allowed = allowedMessageOrigins(CONSOLE, ['https://accounts.example.com/', 'not a url', 'null']);
const message = (origin: string, data: unknown) => ({ origin, data });

describe('allowedMessageOrigins (contract §4)', () => {
  it('is the console origin plus the configured ones, normalised, malformed entries dropped', () => {
    expect([...allowed]).toEqual(['https://console.example.com', 'https://accounts.example.com']);
    expect([...allowedMessageOrigins(CONSOLE, undefined)]).toEqual([CONSOLE]);
  });
});

describe('readSwitchMessage (contract §9)', () => {
  it('accepts the open switch kind from the console origin and the allowed origins', () => {
    expect(readSwitchMessage(message(CONSOLE, { type: 'switchCompany', result: 'done' }), 'switchCompany', allowed)).toBe('done');
    expect(readSwitchMessage(message('https://accounts.example.com', { type: 'switchSamlGroup', result: 'groupOpen' }), 'switchSamlGroup', allowed)).toBe('groupOpen');
  });
  it('ignores any other origin, however close', () => {
    for (const origin of ['https://evil.example.com', 'http://console.example.com', 'https://console.example.com.evil.io', 'https://accounts.example.com:8443', 'null', '']) {
      expect(readSwitchMessage(message(origin, { type: 'switchCompany', result: 'done' }), 'switchCompany', allowed)).toBeUndefined();
    }
  });
  it('ignores another kind, an unknown result and malformed data', () => {
    expect(readSwitchMessage(message(CONSOLE, { type: 'switchSamlGroup', result: 'done' }), 'switchCompany', allowed)).toBeUndefined();
    expect(readSwitchMessage(message(CONSOLE, { type: 'switchCompany', result: 'explode' }), 'switchCompany', allowed)).toBeUndefined();
    expect(readSwitchMessage(message(CONSOLE, 'not json'), 'switchCompany', allowed)).toBeUndefined();
    expect(readSwitchMessage(message(CONSOLE, null), 'switchCompany', allowed)).toBeUndefined();
  });
  it('reads a JSON-encoded message too', () => {
    expect(readSwitchMessage(message(CONSOLE, JSON.stringify({ type: 'switchCompany', result: 'close' })), 'switchCompany', allowed)).toBe('close');
  });
  it('maps results to actions: done → SSO re-login, close → close, MFA enabled / group open → logout', () => {
    expect(SWITCH_ACTIONS).toEqual({ done: 'relogin', close: 'close', mfaEnabled: 'logout', groupOpen: 'logout' });
  });
  it('frames same-origin pages of the identity module', () => {
    expect(SWITCH_PAGES).toEqual({ switchCompany: '/app/bc/company/switch?embedded=1', switchSamlGroup: '/app/iam2/switch-saml-group?embedded=1' });
  });
});
