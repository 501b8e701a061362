import { idlePhase, isExactSecondsMode, sessionPhase } from './phases.ts';

describe('idle phases (spec 000 §4.7)', () => {
  it.each([[61, 'active'], [60, 'warning'], [1, 'warning'], [0, 'timedOut'], [-3, 'timedOut']] as const)('%i s left → %s', (left, phase) => {
    expect(idlePhase(left)).toBe(phase);
  });
});

describe('session phases (spec 000 §4.8)', () => {
  it.each([[301, 'quiet'], [300, 'warning'], [280, 'warning'], [279, 'quiet'], [60, 'quiet'], [59, 'warning'], [0, 'timedOut']] as const)('%i s left → %s', (left, phase) => {
    expect(sessionPhase(left, false)).toBe(phase);
  });
  it('stays quiet once the user chose to continue, but still times out', () => {
    expect(sessionPhase(290, true)).toBe('quiet');
    expect(sessionPhase(30, true)).toBe('quiet');
    expect(sessionPhase(0, true)).toBe('timedOut');
  });
  it('counts exact seconds at 60 s or less', () => {
    expect(isExactSecondsMode(61)).toBe(false);
    expect(isExactSecondsMode(60)).toBe(true);
  });
});
