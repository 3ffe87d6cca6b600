import { reloadOnChunkError } from '@client/app/chunk-load-error';
import { showToast } from '@client/components/toast/toast-store';
import { t } from '@lingui/core/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Guards what the shell lays over every page (popups, overlays): a failure there must not take
 * the page down with it. A chunk that failed to load reloads the page (spec §4); anything else
 * says "Unknown error" and leaves the page as it was.
 */
export class OverlayErrorBoundary extends Component<{ children: ReactNode }, { error: boolean }> {
  override state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (reloadOnChunkError(error)) return;
    console.error('overlay failed', error, info.componentStack);
    showToast(t`Unknown error, please try again`);
  }

  override render() {
    return this.state.error ? null : this.props.children;
  }
}
