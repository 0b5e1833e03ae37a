import { Component, type ReactNode } from 'react';
import { ErrorFallback } from '../ui/ErrorFallback';

interface Props {
  children: ReactNode;
  onGoToDashboard: () => void;
  /** A change (the path) clears the error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Catches a page that failed to render and offers "try again" and "dashboard". */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorFallback
          error={this.state.error}
          onRetry={() => this.setState({ error: null })}
          onGoToDashboard={() => {
            this.setState({ error: null });
            this.props.onGoToDashboard();
          }}
        />
      );
    }
    return this.props.children;
  }
}
