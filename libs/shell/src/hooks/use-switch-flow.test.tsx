import { act, renderHook } from '@testing-library/react';
import { useSwitchFlow } from './use-switch-flow.ts';

const CONSOLE = 'https://console.example.com';
const ALLOWED = ['https://accounts.example.com'];

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

function setup() {
  const onRelogin = vi.fn();
  const onLogout = vi.fn();
  const hook = renderHook(() => useSwitchFlow({ allowedOrigins: ALLOWED, consoleOrigin: CONSOLE, onRelogin, onLogout }));
  return { ...hook, onRelogin, onLogout };
}

describe('useSwitchFlow (spec 000 §4.6, contract §9)', () => {
  it('ignores messages while no switch is open', () => {
    const { onRelogin } = setup();
    post({ type: 'switchCompany', result: 'done' }, CONSOLE);
    expect(onRelogin).not.toHaveBeenCalled();
  });

  it('done from the console origin → SSO re-login', () => {
    const { result, onRelogin } = setup();
    act(() => result.current.open('switchCompany'));
    post({ type: 'switchCompany', result: 'done' }, CONSOLE);
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });

  it('close from an allowed origin closes the modal', () => {
    const { result } = setup();
    act(() => result.current.open('switchSamlGroup'));
    post({ type: 'switchSamlGroup', result: 'close' }, 'https://accounts.example.com');
    expect(result.current.kind).toBeNull();
  });

  it.each(['mfaEnabled', 'groupOpen'])('%s → logout', (result) => {
    const hook = setup();
    act(() => hook.result.current.open('switchSamlGroup'));
    post({ type: 'switchSamlGroup', result }, CONSOLE);
    expect(hook.onLogout).toHaveBeenCalledTimes(1);
  });

  it('ignores every message from another origin', () => {
    const { result, onRelogin, onLogout } = setup();
    act(() => result.current.open('switchCompany'));
    for (const origin of ['https://evil.example.com', 'https://console.example.com.evil.io', 'http://console.example.com', 'null']) {
      post({ type: 'switchCompany', result: 'done' }, origin);
      post({ type: 'switchCompany', result: 'mfaEnabled' }, origin);
      post({ type: 'switchCompany', result: 'close' }, origin);
    }
    expect(onRelogin).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    expect(result.current.kind).toBe('switchCompany');
  });

  it('ignores the other switch kind', () => {
    const { result, onRelogin } = setup();
    act(() => result.current.open('switchCompany'));
    post({ type: 'switchSamlGroup', result: 'done' }, CONSOLE);
    expect(onRelogin).not.toHaveBeenCalled();
  });

  it('stops listening once closed', () => {
    const { result, onRelogin } = setup();
    act(() => result.current.open('switchCompany'));
    act(() => result.current.close());
    post({ type: 'switchCompany', result: 'done' }, CONSOLE);
    expect(onRelogin).not.toHaveBeenCalled();
  });
});
