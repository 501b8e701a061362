import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '@soc/ui';
import { i18n } from '../testing/render.tsx';
import { HeaderClock } from './header-clock.tsx';

// The clock's icons count their renders: they stand for everything in the clock but its text.
const renders = vi.hoisted(() => ({ Clock: 0, Settings2: 0 }));
vi.mock('lucide-react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('lucide-react')>()),
  Clock: () => {
    renders.Clock += 1;
    return null;
  },
  Settings2: () => {
    renders.Settings2 += 1;
    return null;
  },
}));

const START = Date.UTC(2026, 10, 20, 9, 30, 0);
const onNavigate = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  renders.Clock = 0;
  renders.Settings2 = 0;
});
afterEach(() => vi.useRealTimers());

describe('HeaderClock renders only what changes (issue 11, item 11)', () => {
  it('re-renders the time’s text each second, not the icons, offset or link around it', { timeout: 30_000 }, () => {
    render(
      <UiProvider>
        <I18nProvider i18n={i18n}>
          <HeaderClock timeZone="Asia/Tokyo" settingsPath="/admin/timezone" onNavigate={onNavigate} />
        </I18nProvider>
      </UiProvider>,
    );
    const first = { ...renders };
    expect(first.Clock).toBeGreaterThan(0);
    for (let second = 1; second <= 5; second++) {
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText(`18:30:0${second}`)).toBeInTheDocument();
    }
    expect(renders).toEqual(first);
    expect(screen.getByText('UTC+09:00')).toBeInTheDocument();
  });
});
