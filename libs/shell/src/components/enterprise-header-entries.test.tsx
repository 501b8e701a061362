import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { focusVisibleByKey } from '../testing/focus-visible-by-key.ts';
import { EnterpriseHeaderEntries } from './enterprise-header-entries.tsx';
import { HeaderClock } from './header-clock.tsx';

const FOCUS_LABEL = '[data-focus-label]';
const shownLabel = () => document.querySelector<HTMLElement>(FOCUS_LABEL);

let restoreFocusVisible: () => void;
beforeEach(() => {
  restoreFocusVisible = focusVisibleByKey();
});
afterEach(() => restoreFocusVisible());

describe('The header’s icon-only entries name themselves on keyboard focus', () => {
  it('shows the name of each entry Tab reaches under it, once, hidden from assistive technology; none on a click', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <EnterpriseHeaderEntries onOpenCaseLog={vi.fn()} onToggleAIDialog={vi.fn()} chatBotUrl="https://assist.example.com/chat" />
        <HeaderClock clock={{ now: () => 0, ticking: false }} timeZone="Asia/Tokyo" settingsPath="/admin/timezone" onNavigate={vi.fn()} />
      </>,
    );
    const shown: (string | null | undefined)[] = [];
    for (let stop = 0; stop < 4; stop++) {
      await user.tab();
      shown.push(shownLabel()?.textContent);
      expect(document.querySelectorAll(FOCUS_LABEL)).toHaveLength(1);
      expect(shownLabel()).toHaveAttribute('aria-hidden', 'true');
    }
    expect(shown).toEqual(['Case log', 'AI assistant', 'Chat bot (opens in a new window)', 'Time zone settings']);
    await user.tab();
    expect(shownLabel()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'AI assistant' }));
    expect(shownLabel()).toBeNull();
  });
});
