import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { saveLanguage, STORAGE_KEYS, traceIdOf, useSingleFlight } from '@soc/api';
import { prefetchLocale } from '@soc/i18n';
import { toaster } from '@soc/ui';
import { LANGUAGE_RELOAD_DELAY_MS, type LanguageValue } from '../model/languages.ts';

export interface LanguageSettingOptions {
  /** Reloads the page in the new language; injectable for tests. */
  reload?: () => void;
  storage?: Pick<Storage, 'setItem'>;
  /** Downloads the new language's catalogue before the reload; injectable for tests. */
  prefetch?: (lang: LanguageValue) => Promise<void>;
}

export interface LanguageSetting {
  save: (lang: LanguageValue, onSaved?: () => void) => void;
  /** True from the click until the page reloads. */
  saving: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 000 §2.8, §7, §8: `POST setting/language {lang}`; on success store the language (contract §5),
 * show the saved notice, then reload. A failure shows the common error and changes nothing.
 * Until the reload the shell stays as it is; the reload waits for the new catalogue to be in the
 * browser's cache as well, so the reloaded page paints in the new language without a gap.
 */
export function useLanguageSetting({ reload, storage, prefetch = prefetchLocale }: LanguageSettingOptions = {}): LanguageSetting {
  const { t } = useLingui();
  const [reloading, setReloading] = useState(false);
  const mutation = useMutation({ mutationFn: (lang: LanguageValue) => saveLanguage(lang) });
  const mutate = useSingleFlight(mutation);

  const save = useCallback(
    (lang: LanguageValue, onSaved?: () => void) =>
      mutate(lang, {
        onSuccess: () => {
          (storage ?? localStorage).setItem(STORAGE_KEYS.language, lang);
          setReloading(true);
          toaster.create({ type: 'success', title: t({ id: 'LANGUAGE.SAVED', message: 'Language saved. The console reloads in the new language.' }) });
          onSaved?.();
          const warm = prefetch(lang).catch(() => undefined); // a failed download only costs the reloaded page a request
          void Promise.all([wait(LANGUAGE_RELOAD_DELAY_MS), warm]).then(() => (reload ?? (() => window.location.reload()))());
        },
        onError: (error) => {
          toaster.create({
            type: 'error',
            title: t({ id: 'ERROR.COMMON_ERROR', message: 'Something went wrong. Please try again later.' }),
            meta: { traceId: traceIdOf(error) },
          });
        },
      }),
    [mutate, prefetch, reload, storage, t],
  );

  return { save, saving: mutation.isPending || reloading };
}
