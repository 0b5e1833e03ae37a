import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../core/chunkLoad';
import { ErrorFallback } from '../ui/ErrorFallback';

interface Props {
  children: ReactNode;
  onGoToDashboard: () => void;
  /** A change (the path) clears the error, so navigating away recovers. */
  resetKey: string;
  /** How "try again" retries a page whose code failed to load (tests replace it). */
  reload?: () => void;
}

interface State {
  error: unknown;
  resetKey: string;
}

function reloadPage(): void {
  window.location.reload();
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
          onRetry={() => {
            // A failed lazy page stays failed in React: fetch it again with a fresh page load.
            if (isChunkLoadError(this.state.error)) (this.props.reload ?? reloadPage)();
            else this.setState({ error: null });
          }}
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
