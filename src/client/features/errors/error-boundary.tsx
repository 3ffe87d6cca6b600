import { reloadOnChunkError } from '@client/app/chunk-load-error';
import { releaseFirstPaint } from '@client/app/first-paint';
import { isBotUserAgent } from '@client/lib/is-bot';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  error: Error | null;
  isReloading: boolean;
}

/**
 * Shows the error page when a screen throws; bots get nothing rendered (spec §8). A chunk that
 * failed to load reloads the page instead (spec §4).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, isReloading: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Whatever shows next (the error page, a reload, nothing for bots), not the first paint.
    releaseFirstPaint();
    if (reloadOnChunkError(error)) {
      this.setState({ isReloading: true });
      return;
    }
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.isReloading || isBotUserAgent()) return null;
    return <ErrorScreen />;
  }
}
