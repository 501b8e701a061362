import { Trans, useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activateLocale } from './activate.ts';
import { ConsoleI18nProvider } from './i18n-provider.tsx';
import type { Locale } from './locales.ts';

// What the provider gives everything below it: the console's one catalogue in the active language,
// plural rules included, and a re-render in place when the language changes. Messages of the
// catalogue are shown by id (this lib has no components of its own); the toolbar's locale applies.
const LANGUAGES: ReadonlyArray<{ locale: Locale; name: string; lang: string }> = [
  { locale: 'en', name: 'English', lang: 'en' },
  { locale: 'ja', name: '日本語', lang: 'ja' },
];

function Messages() {
  const { i18n } = useLingui();
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div role="group" aria-label="Language" style={{ display: 'flex', gap: '1rem' }}>
        {LANGUAGES.map(({ locale, name, lang }) => (
          <button key={locale} type="button" lang={lang} aria-pressed={i18n.locale === locale} onClick={() => void activateLocale(locale)} style={{ textDecoration: i18n.locale === locale ? 'underline' : undefined }}>
            {name}
          </button>
        ))}
      </div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem' }}>
        <dt>HEADER.LABEL</dt>
        <dd data-testid="label">
          <Trans id="HEADER.LABEL" />
        </dd>
        {[0, 1, 5].map((count) => (
          <div key={count} style={{ display: 'contents' }}>
            <dt>PALETTE.RESULT_COUNT ({count})</dt>
            <dd data-testid={`count-${count}`}>
              <Trans id="PALETTE.RESULT_COUNT" values={{ count }} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const meta = {
  title: 'I18n/ConsoleI18nProvider',
  component: ConsoleI18nProvider,
  args: { children: null },
  render: () => (
    <ConsoleI18nProvider>
      <Messages />
    </ConsoleI18nProvider>
  ),
} satisfies Meta<typeof ConsoleI18nProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = (canvasElement: HTMLElement, id: string) => within(canvasElement).getByTestId(id).textContent;

/** English: the catalogue's texts, with English plural forms. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement, 'label')).toBe('Console header');
    await expect([0, 1, 5].map((n) => text(canvasElement, `count-${n}`))).toEqual(['No results', '1 result', '5 results']);
    await expect(within(canvasElement).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Japanese (from the toolbar): Japanese texts, one plural form, and the page's language says so. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement, 'label')).toBe('コンソールヘッダー');
    await expect([0, 1, 5].map((n) => text(canvasElement, `count-${n}`))).toEqual(['結果はありません', '1件の結果', '5件の結果']);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'ja');
  },
};

/** The pseudo-locale: every text longer than English, to find layouts that cannot grow. */
export const PseudoLocale: Story = {
  globals: { locale: 'pseudo' },
  play: async ({ canvasElement }) => {
    const label = text(canvasElement, 'label') ?? '';
    await expect(label).not.toBe('Console header');
    await expect(label.length).toBeGreaterThan('Console header'.length);
    // Still announced as English: the pseudo-locale is not a language.
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'en');
  },
};

/** Choosing another language re-renders every text below the provider in place, without a reload. */
export const SwitchInPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const japanese = canvas.getByRole('button', { name: '日本語' });
    await userEvent.click(japanese);
    await waitFor(() => expect(text(canvasElement, 'label')).toBe('コンソールヘッダー'));
    // The rest of the catalogue arrives after the first-paint part; its texts re-render in place then.
    await waitFor(() => expect(text(canvasElement, 'count-5')).toBe('5件の結果'));
    await expect(japanese).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'ja');
  },
};
