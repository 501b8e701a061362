import { act } from '@testing-library/react';
import { createApplianceGroups, FIXED_NOW } from '@soc/mocks';
import type { ApplianceGroups } from '@soc/api';
import { useThreatActorForm } from './use-threat-actor-form.ts';
import { renderHookWithProviders, setupMockServer } from '@soc/testing';

setupMockServer();
const groups = createApplianceGroups() as ApplianceGroups;
const none: ApplianceGroups = { xnsDeviceList: [], ddiDeviceList: [], tpDeviceList: [] };

describe('useThreatActorForm (spec 002 §2.3, §5)', () => {
  it('starts on APT28 with its three private defaults and no errors', () => {
    const { result } = renderHookWithProviders(() => useThreatActorForm({ groups, appliancesLoading: false, loading: false, now: () => FIXED_NOW }));
    expect(result.current.attack.id).toBe('apt28');
    expect(result.current.ips).toEqual({ ip1: '10.20.1.21', ip2: '10.20.1.1', ip3: '10.20.3.57' });
    expect(result.current.errors).toEqual({});
  });

  it('validates on Run, re-validates while typing, and resets the rules when the attack changes', () => {
    const { result } = renderHookWithProviders(() => useThreatActorForm({ groups, appliancesLoading: false, loading: false, now: () => FIXED_NOW }));
    act(() => result.current.setIp('ip1', ''));
    act(() => result.current.run());
    expect(result.current.errors).toEqual({ appliance: 'SIMULATOR.S36_9', ip1: 'SIMULATOR.S36_10' });
    act(() => result.current.setIp('ip1', '10.0.0'));
    expect(result.current.errors.ip1).toBe('SIMULATOR.S36_11');
    act(() => result.current.selectAttack('black_basta'));
    expect(result.current.errors).toEqual({});
    expect(Object.keys(result.current.ips)).toEqual(['ip1', 'ip2', 'ip3', 'ip4', 'ip5']);
  });

  it('disables Run while the appliances load or when there are none', () => {
    const loading = renderHookWithProviders(() => useThreatActorForm({ groups, appliancesLoading: true, loading: false }));
    expect(loading.result.current.runDisabled).toBe(true);
    const empty = renderHookWithProviders(() => useThreatActorForm({ groups: none, appliancesLoading: false, loading: false }));
    expect(empty.result.current.runDisabled).toBe(true);
    const ready = renderHookWithProviders(() => useThreatActorForm({ groups, appliancesLoading: false, loading: false }));
    expect(ready.result.current.runDisabled).toBe(false);
  });

  it('disables Run while the simulator loads (§4), even with the appliances in, until it is done', () => {
    const { result, rerender } = renderHookWithProviders(({ loading }: { loading: boolean }) => useThreatActorForm({ groups, appliancesLoading: false, loading }), {
      initialProps: { loading: true },
    });
    expect(result.current.runDisabled).toBe(true);
    rerender({ loading: false });
    expect(result.current.runDisabled).toBe(false);
  });
});
