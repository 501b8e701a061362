import { ErrorState } from '@soc/ui';
import { Component, type ReactNode } from 'react';

interface PanelErrorBoundaryProps {
  /** Another value (another object opened) starts the panel afresh. */
  resetKey: unknown;
  children: ReactNode;
}

interface PanelErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * A panel that throws while rendering shows the generic error state in the drawer, with Retry: without
 * it, nothing catches the error and the router's error screen replaces the whole console. React logs
 * the error itself. A class: React has no hook for catching render errors.
 */
export class PanelErrorBoundary extends Component<PanelErrorBoundaryProps, PanelErrorBoundaryState> {
  override state: PanelErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PanelErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PanelErrorBoundaryProps, state: PanelErrorBoundaryState): Partial<PanelErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? <ErrorState onRetry={this.retry} /> : this.props.children;
  }
}
