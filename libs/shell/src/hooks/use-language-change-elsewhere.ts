import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { STORAGE_KEYS } from '@soc/api';
import { detectLocale } from '@soc/i18n';
import { toaster, useStorageWrittenElsewhere } from '@soc/ui';

let noticeCount = 0;
const LANGUAGE_KEY = [STORAGE_KEYS.language];

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
 * The stored value is read as the page reads it at start-up (`detectLocale`; storage is already
 * written when the event arrives), so the notice appears exactly when a reload would change the
 * language: a value the loader cannot read (JSON, a huge string) falls back to the browser's language
 * as it would after a reload.
 */
export function useLanguageChangeElsewhere({ reload }: LanguageChangeElsewhereOptions = {}): void {
  const { i18n, t } = useLingui();
  // One notice at most: a later change updates the open one, a change back closes it. One on its way
  // out (closed, or changed back) is not updated (it would not show again): the next change opens a new one.
  const openNotice = useRef<string | undefined>(undefined);

  // A write of `language`, or the storage cleared (a reload would then take the browser's language).
  useStorageWrittenElsewhere(LANGUAGE_KEY, () => {
    if (detectLocale() === i18n.locale) {
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
  });
}
