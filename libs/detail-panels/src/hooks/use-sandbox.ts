import { useLingui } from '@lingui/react/macro';
import { sandboxQueryOptions, type SandboxObjectType, type SandboxResult } from '@soc/api';
import { isLocale, serverLanguage } from '@soc/i18n';
import { useQuery } from '@tanstack/react-query';
import { toPanelState, type PanelState } from '../model/panel-state.ts';

/** notFound also says whether the user may submit the object (spec 001 §6: submitToSandbox equals 1). */
export type SandboxState = Exclude<PanelState<SandboxResult>, { status: 'notFound' }> | { status: 'notFound'; canSubmit: boolean };

/**
 * The sandbox verdict of a file (sha1) or URL (spec 001 §3, §4). "processing" is the server's
 * answer; it is asked again, backing off from 10 s to 60 s (pollWhileProcessing), until it changes;
 * a failed call is notFound (spec 001 §8:
 * "a failure is treated as notFound"), so the file hint shows and no submit is offered.
 */
export function useSandbox(objectType: SandboxObjectType, id: string): SandboxState {
  // The language this tab shows, as read from the stored one at its start (the pseudo-locale is English).
  const { i18n } = useLingui();
  const lang = isLocale(i18n.locale) ? serverLanguage(i18n.locale) : 'en';
  const query = useQuery(sandboxQueryOptions(objectType, id, lang));
  const state = toPanelState(query, { statusOf: (result) => result.status, isNotFound: () => true });
  if (state.status === 'notFound') return { status: 'notFound', canSubmit: query.data?.submitToSandbox === 1 };
  return state;
}
