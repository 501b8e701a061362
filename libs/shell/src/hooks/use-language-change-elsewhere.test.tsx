import { i18n } from '@lingui/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHookWithProviders } from '@soc/testing';
import { useLanguageChangeElsewhere } from './use-language-change-elsewhere.ts';

const NOTICE = "The console's language was changed in another tab or window.";
const TOAST_ROOT = '[data-scope="toast"][data-part="root"]';
const openNotices = () => screen.queryAllByText(NOTICE).filter((text) => text.closest(TOAST_ROOT)?.getAttribute('data-state') === 'open');

function setup() {
  const reload = vi.fn();
  renderHookWithProviders(() => useLanguageChangeElsewhere({ reload }), { toaster: true });
  return { reload };
}

/**
 * What this tab sees when another tab of the origin writes `localStorage[key]`: the shared storage
 * already holds the value, then the browser sends the event (`key` null: the storage was cleared).
 */
function writtenElsewhere(newValue: string | null, key: string | null = 'language') {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, oldValue: 'en', storageArea: localStorage }));
  });
}

async function expectNoNotice() {
  // Toasts mount a frame after `create`: give a wrong one the time to show.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
}

describe('useLanguageChangeElsewhere (spec 000 §7, contract §5 `language` shared by the tabs)', () => {
  it('offers a reload when another tab stores another language, and reloads only when asked', async () => {
    const { reload } = setup();
    writtenElsewhere('ja');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Reload this page to show it in the new language.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores values that leave this tab in its language when reloaded, and other keys', async () => {
    setup();
    writtenElsewhere('en');
    writtenElsewhere('en-US');
    writtenElsewhere('{"lang":"ja"}');
    writtenElsewhere('j'.repeat(2 * 1024 * 1024));
    writtenElsewhere(null);
    writtenElsewhere('ja', 'token');
    await expectNoNotice();
  });

  it('reads the value as start-up does: a region tag counts as its language', async () => {
    setup();
    writtenElsewhere('ja_JP');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it('shows one notice at most, and takes it back when the language is changed back', async () => {
    setup();
    writtenElsewhere('ja');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    writtenElsewhere('pseudo');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText(NOTICE)).toHaveLength(1);

    writtenElsewhere('en');
    // Closed at once; the toast library unmounts it after its exit (seconds in jsdom, whose frames are slow).
    await waitFor(() => expect(screen.getByText(NOTICE).closest(TOAST_ROOT)).toHaveAttribute('data-state', 'closed'));

    // Changed again while the old notice is still on its way out: a notice opens again.
    writtenElsewhere('ja');
    await waitFor(() => expect(openNotices()).toHaveLength(1));
  });

  describe('in a Japanese tab', () => {
    beforeEach(() => i18n.loadAndActivate({ locale: 'ja', messages: {} }));
    afterEach(() => {
      vi.restoreAllMocks();
      act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    });

    it('compares with the language this tab shows, not with English', async () => {
      // A Japanese browser: a value the loader cannot read would bring Japanese back as well.
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'ja']);
      setup();
      writtenElsewhere('ja');
      writtenElsewhere('{"lang":"en"}');
      await expectNoNotice();
      writtenElsewhere('en');
      expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    });

    it('offers a reload when another tab clears the storage and the browser is English (a reload would show English)', async () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
      localStorage.setItem('language', 'ja');
      setup();
      writtenElsewhere(null, null);
      expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    });
  });
});
