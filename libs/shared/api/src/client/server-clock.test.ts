import { noteServerDate, serverNow } from './server-clock.ts';

const MACHINE_NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const httpDate = (ms: number) => new Date(ms).toUTCString();

describe('serverNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: MACHINE_NOW });
    noteServerDate(httpDate(MACHINE_NOW));
  });
  afterEach(() => vi.useRealTimers());

  it('is the machine clock while the server agrees within a minute (a Date header has whole seconds)', () => {
    noteServerDate(httpDate(MACHINE_NOW + 59_000));
    expect(serverNow()).toBe(MACHINE_NOW);
    noteServerDate(httpDate(MACHINE_NOW - 59_000));
    expect(serverNow()).toBe(MACHINE_NOW);
  });

  it('follows the server when the machine is a minute or more off, either way', () => {
    const twoDays = 2 * 86_400_000;
    noteServerDate(httpDate(MACHINE_NOW + twoDays));
    expect(serverNow()).toBe(MACHINE_NOW + twoDays + 500);
    vi.advanceTimersByTime(10_000);
    expect(serverNow()).toBe(MACHINE_NOW + 10_000 + twoDays + 500);
    noteServerDate(httpDate(MACHINE_NOW - twoDays), MACHINE_NOW);
    expect(serverNow()).toBe(MACHINE_NOW + 10_000 - twoDays + 500);
  });

  it('keeps what it knew when an answer has no Date, or no HTTP date', () => {
    noteServerDate(httpDate(MACHINE_NOW + 3_600_000));
    noteServerDate(null);
    noteServerDate('yesterday');
    expect(serverNow()).toBe(MACHINE_NOW + 3_600_500);
  });
});
