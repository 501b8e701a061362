import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '@soc/api';
import { detectLocale } from '@soc/i18n';
import { toaster } from '@soc/ui';

let noticeCount = 0;

export interface LanguageChangeElsewhereOptions {
  /** Reloads the page; injectable for tests. */
  reload?: () => void;
}

/**
 * Spec 000 §7 reloads only the tab where the language was saved, but the stored `language`
 * (contract §5) is every tab's: another open tab would keep its old language with no hint that the
 * user chose another. That tab offers a reload in a notice that stays until it is answered; it never
 * reloads unasked (the user may be typing in a form).
 *
 * The new value is read as the page reads it at start-up (`detectLocale`), so the notice appears
 * exactly when a reload would change the language: a value the loader cannot read (JSON, a huge
 * string) falls back to the browser's language as it would after a reload.
 */
export function useLanguageChangeElsewhere({ reload }: LanguageChangeElsewhereOptions = {}): void {
  const { i18n, t } = useLingui();
  const activeLocale = i18n.locale;
  // One notice at most: a later change updates the open one, a change back closes it. One on its way
  // out (closed, or changed back) is not updated (it would not show again): the next change opens a new one.
  const openNotice = useRef<string | undefined>(undefined);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.language) return;
      if (detectLocale({ getItem: () => event.newValue }) === activeLocale) {
        if (openNotice.current) toaster.dismiss(openNotice.current);
        return;
      }
      const id = (openNotice.current ??= `language-changed-elsewhere:${++noticeCount}`);
      toaster.create({
        id,
        onStatusChange: ({ status }) => {
          if (status !== 'visible' && openNotice.current === id) openNotice.current = undefined;
        },
        type: 'info',
        duration: Infinity,
        title: t({ id: 'LANGUAGE.CHANGED_ELSEWHERE', message: "The console's language was changed in another tab or window." }),
        description: t({ id: 'LANGUAGE.CHANGED_ELSEWHERE_HINT', message: 'Reload this page to show it in the new language.' }),
        action: {
          label: t({ id: 'LANGUAGE.RELOAD', message: 'Reload' }),
          onClick: reload ?? (() => window.location.reload()),
        },
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [activeLocale, reload, t]);
}
