import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { acceptTermsPopup, logout, toSubmitState, useSingleFlight, type SubmitState } from '@soc/api';
import { browserObserverFactory, isFullyVisible, TERMS_MARKER_THRESHOLD, type ObserverFactory } from '../model/terms.ts';

export interface UseTermsGateOptions {
  /** `auth.advancedInfo.showMSPTermsPopup`. */
  show: boolean;
  /** The terms version posted on Accept. */
  version: string;
  /** Builds the observer of the bottom marker (tests inject a fake). */
  createObserver?: ObserverFactory;
  /** Cancel: defaults to the logout of spec 002 §7 (`/logout.html?t=legalModal`). */
  onLogout?: () => void | Promise<void>;
}

type TermsAcceptState = SubmitState | { status: 'leaving' };

export interface TermsGateState {
  open: boolean;
  /** The bottom marker has been fully visible: the terms were scrolled to the end. */
  readToEnd: boolean;
  canAccept: boolean;
  accept: () => void;
  cancel: () => void;
  submit: TermsAcceptState;
  /** Ref callbacks: the scrolling container and the marker at the end of the text. */
  scrollRootRef: (element: HTMLElement | null) => void;
  markerRef: (element: HTMLElement | null) => void;
}

const defaultLogout = () => logout('legalModal');

/**
 * The service-provider terms gate (spec 002 §2.5, §4, §5): Accept unlocks once the marker at the end
 * of the text has been fully visible (threshold 1.0), then posts the version and closes; Cancel
 * signs the user out.
 */
export function useTermsGate({ show, version, createObserver, onLogout = defaultLogout }: UseTermsGateOptions): TermsGateState {
  const [accepted, setAccepted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [readToEnd, setReadToEnd] = useState(false);
  const [scrollRoot, setScrollRoot] = useState<HTMLElement | null>(null);
  const [marker, setMarker] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!marker || readToEnd) return undefined;
    const factory = createObserver ?? browserObserverFactory();
    if (!factory) {
      // No observer to ask: never lock a user out of their console for a missing browser API.
      setReadToEnd(true);
      return undefined;
    }
    const observer = factory(
      (entries) => {
        if (entries.some(isFullyVisible)) setReadToEnd(true);
      },
      { root: scrollRoot, threshold: TERMS_MARKER_THRESHOLD },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [marker, scrollRoot, readToEnd, createObserver]);

  const mutation = useMutation({ mutationFn: () => acceptTermsPopup(version), onSuccess: () => setAccepted(true) });
  const { isPending } = mutation;
  const mutate = useSingleFlight(mutation);

  const accept = useCallback(() => {
    if (!readToEnd || isPending || leaving) return;
    mutate();
  }, [readToEnd, isPending, leaving, mutate]);

  const cancel = useCallback(() => {
    if (leaving) return;
    setLeaving(true);
    void onLogout();
  }, [leaving, onLogout]);

  const submit: TermsAcceptState = leaving ? { status: 'leaving' } : toSubmitState({ isPending, isError: mutation.isError, error: mutation.error });

  return {
    open: show && !accepted,
    readToEnd,
    canAccept: readToEnd && !isPending && !leaving,
    accept,
    cancel,
    submit,
    scrollRootRef: setScrollRoot,
    markerRef: setMarker,
  };
}
