import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isBotUserAgent } from '@client/lib/is-bot';
import { ErrorScreen } from './error-screen';

interface State {
  error: Error | null;
}

/** Shows the error page when a screen throws; bots get nothing rendered (spec §8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (isBotUserAgent()) return null;
    return <ErrorScreen />;
  }
}
