import { authInfoSchema, menuResponseSchema } from '@soc/api';
import { createMenuResponse, personaAuth } from '@soc/mocks';
import { storeShellContext } from './shell-storage.ts';

const auth = () => authInfoSchema.parse(personaAuth('ents-root'));
const menu = () => menuResponseSchema.parse(createMenuResponse());

describe('storeShellContext (contract §5)', () => {
  it('stores the allowed ids, advanced info, console settings, user name and role', () => {
    const stored = new Map<string, string>();
    storeShellContext(auth(), menu(), { setItem: (key, value) => void stored.set(key, value) });
    expect([...stored.keys()].sort()).toEqual(['advancedInfo', 'allowedIds', 'consoleSettings', 'role', 'username']);
  });

  it('never throws into the render: a full storage or a value too deep to serialise is logged and the other keys still stored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stored = new Map<string, string>();
    const full = { setItem: (key: string, value: string) => {
      if (key === 'allowedIds') throw new DOMException('quota', 'QuotaExceededError');
      stored.set(key, value);
    } };
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let level = 0; level < 20_000; level++) node = (node['next'] = {}) as Record<string, unknown>;
    const withDeep = { ...auth(), consoleSettings: { ...auth().consoleSettings, extra: deep } } as ReturnType<typeof auth>;
    expect(() => storeShellContext(withDeep, menu(), full)).not.toThrow();
    expect(stored.has('advancedInfo')).toBe(true);
    expect(stored.has('consoleSettings')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
