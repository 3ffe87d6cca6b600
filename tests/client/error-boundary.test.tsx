import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/client/features/errors/error-boundary';
import { renderInApp } from './helpers/render-app';

function Broken(): never {
  throw new Error('boom');
}

// React (development build) reports a caught render error to the window as well; keep it quiet.
const silenceWindowError = (event: ErrorEvent) => event.preventDefault();
beforeEach(() => window.addEventListener('error', silenceWindowError));
afterEach(() => {
  window.removeEventListener('error', silenceWindowError);
  vi.restoreAllMocks();
});

describe('error page', () => {
  it('shows status 500, a message and a description when a screen throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInApp(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/Reloading usually helps/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('renders nothing for search and preview bots', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    );
    const { container } = renderInApp(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(container.querySelector('.status-page')).toBeNull();
    expect(screen.queryByText('500')).toBeNull();
  });
});
