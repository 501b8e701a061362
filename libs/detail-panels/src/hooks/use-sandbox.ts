import { sandboxQueryOptions, type SandboxObjectType, type SandboxResult } from '@soc/api';
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
  const query = useQuery(sandboxQueryOptions(objectType, id));
  const state = toPanelState(query, { statusOf: (result) => result.status, isNotFound: () => true });
  if (state.status === 'notFound') return { status: 'notFound', canSubmit: query.data?.submitToSandbox === 1 };
  return state;
}
