import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  canOptIn,
  dialogKeys,
  enableAdvancedFunction,
  GENAI_DISCLAIMER,
  postPreReleaseOptIn,
  preReleaseQueryOptions,
  toLoadState,
  toSubmitState,
  traceIdOf,
  useSingleFlight,
  type LoadState,
  type PreReleaseRecord,
  type SubmitState,
} from '@soc/api';
import { toaster } from '@soc/ui';
import { postPreReleaseResult, type MessageTarget, type PreReleaseResult } from '../model/pre-release-messages.ts';

interface PreReleaseLoaded {
  record: PreReleaseRecord;
  canOptIn: boolean;
  genAI: boolean;
}

export interface PreReleaseDialogState {
  open: boolean;
  preReleaseKey: string | undefined;
  load: LoadState<PreReleaseLoaded>;
  optIn: SubmitState;
  /** Posts `optIn: true` (and, for genAI, enables the advanced function). */
  submitOptIn: () => void;
  /** Close without opting in: posts the 'cancel' result. Ignored while the opt-in is being sent. */
  cancel: () => void;
}

export interface UsePreReleaseDialogOptions {
  /** The feature to show; `undefined` is a closed dialog. */
  preReleaseKey: string | undefined;
  /** The console language sent as `lang`. */
  lang: string;
  onClose: () => void;
  /** Where the result messages go (tests pass a fake window). */
  messageTarget?: MessageTarget;
}

/** One opt-in in flight per feature. */
const byFeature = ({ key }: { key: string }) => key;

interface OptInOutcome {
  result: Extract<PreReleaseResult, 'success' | 'enable-advanced-function-failed'>;
  advancedFunctionError?: unknown;
}

/**
 * The pre-release opt-in dialog (spec 002 §2.5, §4, §8): loads the record in the current language,
 * posts the opt-in, enables the advanced function for genAI features, and reports every outcome
 * as a window message (contract §9).
 */
export function usePreReleaseDialog({ preReleaseKey, lang, onClose, messageTarget }: UsePreReleaseDialogOptions): PreReleaseDialogState {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const open = preReleaseKey !== undefined;
  const query = useQuery({ ...preReleaseQueryOptions(preReleaseKey ?? '', lang), enabled: open });

  const mutation = useMutation({
    mutationFn: async ({ key, genAI }: { key: string; genAI: boolean }): Promise<OptInOutcome> => {
      await postPreReleaseOptIn(key, true);
      if (!genAI) return { result: 'success' };
      try {
        await enableAdvancedFunction();
        return { result: 'success' };
      } catch (advancedFunctionError) {
        return { result: 'enable-advanced-function-failed', advancedFunctionError };
      }
    },
  });
  const { reset } = mutation;
  const mutate = useSingleFlight(mutation, byFeature);

  // A new key is a new dialog: forget the previous attempt.
  useEffect(() => reset(), [preReleaseKey, reset]);

  const post = useCallback((result: PreReleaseResult) => postPreReleaseResult(result, messageTarget), [messageTarget]);

  const record = query.data;
  const genAI = record?.disclaimer === GENAI_DISCLAIMER;

  const submitOptIn = useCallback(() => {
    if (!preReleaseKey || !record || !canOptIn(record) || mutation.isPending) return;
    mutate(
      { key: preReleaseKey, genAI },
      {
        onSuccess: ({ result, advancedFunctionError }) => {
          post(result);
          void queryClient.invalidateQueries({ queryKey: dialogKeys.preRelease(preReleaseKey, lang) });
          toaster.create({
            type: 'success',
            title: t({ id: 'DIALOG.PRE_RELEASE_OPTED_IN', message: `You have opted in to ${record.feature}.` }),
          });
          if (result === 'enable-advanced-function-failed') {
            toaster.create({
              type: 'warning',
              title: t({ id: 'ERROR.COMMON_ERROR', message: 'Something went wrong. Please try again later.' }),
              description: t({ id: 'DIALOG.PRE_RELEASE_ADVANCED_FUNCTION_FAILED', message: 'The generative-AI features could not be turned on.' }),
              meta: { traceId: traceIdOf(advancedFunctionError) },
            });
          }
          onClose();
        },
        // Spec 002 §8: the generic error (shown in the dialog) and a 'failed' message.
        onError: () => post('failed'),
      },
    );
  }, [preReleaseKey, record, mutation.isPending, mutate, genAI, post, queryClient, lang, t, onClose]);

  const cancel = useCallback(() => {
    if (mutation.isPending) return;
    post('cancel');
    onClose();
  }, [mutation.isPending, post, onClose]);

  const load = toLoadState(query, (loaded): PreReleaseLoaded => ({ record: loaded, canOptIn: canOptIn(loaded), genAI }));
  return { open, preReleaseKey, load, optIn: toSubmitState(mutation), submitOptIn, cancel };
}
