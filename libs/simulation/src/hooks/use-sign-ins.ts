import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { generateSignIns, useSingleFlight } from '@soc/api';
import { SIGN_INS_MESSAGES, signInsFailureNotice } from '../model/messages.ts';
import { showNotice } from './notify.ts';

export interface SignInsState {
  generating: boolean;
  generate: () => void;
}

/** Spec 002 §7 / §8: POST without a body; S33_24 on success, the 400 code's message or the generic error. */
export function useSignIns(): SignInsState {
  const { i18n } = useLingui();
  const mutation = useMutation({
    mutationFn: generateSignIns,
    onSuccess: () => showNotice(i18n, { type: 'success', title: SIGN_INS_MESSAGES.S33_24 }),
    onError: (error) => showNotice(i18n, signInsFailureNotice(error)),
  });
  const send = useSingleFlight(mutation);
  return { generating: mutation.isPending, generate: () => send() };
}
