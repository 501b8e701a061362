import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { PanelState } from '../../model/panel-state.ts';
import { PanelStateView } from './panel-state.tsx';

/** What the view of a one-record panel takes (email, host, mobile, container, threat insight). */
export interface RecordPanelViewProps<T> {
  state: PanelState<T>;
  /** Pulse the loading skeleton (stories pass false). */
  animated?: boolean;
}

interface RecordStateViewProps<T> extends RecordPanelViewProps<T> {
  /** Names the loading skeleton after the object, e.g. "Loading the host…". */
  loadingLabel: MessageDescriptor;
  /** The record's details. */
  children: (record: T) => ReactNode;
}

/** A one-record panel's states, rendered as every panel renders them; its record through `children`. */
export function RecordStateView<T>({ state, animated = true, loadingLabel, children }: RecordStateViewProps<T>) {
  const { i18n } = useLingui();
  return (
    <PanelStateView state={state} animated={animated} loadingLabel={i18n._(loadingLabel)}>
      {children}
    </PanelStateView>
  );
}
