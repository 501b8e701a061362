import { act } from '@testing-library/react';
import { FIXED_NOW } from '@soc/mocks';
import { renderHookWithProviders, setupMockServer } from '@soc/testing';
import { useUpgradePromotion, type UseUpgradePromotionOptions } from './use-upgrade-promotion.ts';

setupMockServer();

const KEY = 'noUpgradeBanner';

function setup(overrides: Partial<UseUpgradePromotionOptions> = {}) {
  const options: UseUpgradePromotionOptions = {
    eligible: true,
    canAgree: true,
    now: () => FIXED_NOW,
    storage: localStorage,
    hostname: 'console.example.com',
    openWindow: vi.fn(),
    relayState: () => '/dashboard',
    ...overrides,
  };
  return renderHookWithProviders(() => useUpgradePromotion(options));
}

/** Another tab writes `key`; this tab hears of it through a `storage` event (the writing tab gets none). */
function writtenElsewhere(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue: value })));
}

describe('useUpgradePromotion: the banner choice made in another tab (contract §5)', () => {
  it('hides the alert here as soon as another tab turns the banner off', () => {
    const { result } = setup();
    expect(result.current.alertVisible).toBe(true);
    writtenElsewhere('language', 'ja');
    expect(result.current.alertVisible).toBe(true);
    writtenElsewhere(KEY, 'true');
    expect(result.current.alertVisible).toBe(false);
  });

  it('reads the stored value as on load: a value that does not turn it off keeps the alert', () => {
    localStorage.setItem(KEY, 'true');
    const { result } = setup();
    expect(result.current.alertVisible).toBe(false);
    writtenElsewhere(KEY, 'false');
    expect(result.current.alertVisible).toBe(true);
    writtenElsewhere(KEY, '1');
    expect(result.current.alertVisible).toBe(false);
    localStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(result.current.alertVisible).toBe(true);
  });

  it('keeps the alert closed for this page view once closed here, whatever another tab stores', () => {
    const { result } = setup();
    act(() => result.current.closeAlert(false));
    writtenElsewhere(KEY, null);
    expect(result.current.alertVisible).toBe(false);
  });
});
