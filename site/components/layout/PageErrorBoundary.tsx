import { Component, type ReactNode } from 'react';
import { PageError } from './PageError.tsx';

interface Props {
  children: ReactNode;
  /** The page's URL: a new page starts without the last one's error. */
  resetKey: string;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/**
 * Catches a page that throws while rendering: "This page crashed" and a Try again button that
 * renders it again, inside the chrome, so the navbar, sidebar and footer stay usable. (React has
 * error boundaries only as class components.)
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <PageError kind="crash" error={this.state.error} onRetry={() => this.setState({ error: null, hasError: false })} />;
  }
}
