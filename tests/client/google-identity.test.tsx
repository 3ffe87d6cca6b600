import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleButton } from '../../src/client/features/account/login/google-button';
import { loadGoogleIdentity } from '../../src/client/features/account/login/load-google-identity';
import { renderInApp } from './helpers/render-app';

afterEach(() => {
  delete window.google;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

/** Makes the next script added to the page fail to load, as when offline or blocked. */
function failScriptLoads() {
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const added = append(node);
    if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onerror?.(new Event('error')));
    return added;
  });
}

describe('Google Identity Services', () => {
  it('resolves null when the script cannot load, and tries again next time', async () => {
    failScriptLoads();
    expect(await loadGoogleIdentity()).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
    expect(await loadGoogleIdentity()).toBeNull();
    expect(document.head.appendChild).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('hides the button when the script cannot load', async () => {
    failScriptLoads();
    renderInApp(<GoogleButton clientId="client-1" onSignedIn={() => {}} />);
    expect(screen.getByTestId('google-button')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('google-button')).toBeNull());
    vi.restoreAllMocks();
  });

  it('renders Google’s button with our client id when the script is there', async () => {
    const identity = { initialize: vi.fn(), renderButton: vi.fn() };
    window.google = { accounts: { id: identity } };
    renderInApp(<GoogleButton clientId="client-1" onSignedIn={() => {}} />);
    await waitFor(() => expect(identity.renderButton).toHaveBeenCalled());
    expect(identity.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1', ux_mode: 'popup' }),
    );
    expect(identity.renderButton.mock.calls[0]?.[0]).toBe(screen.getByTestId('google-button'));
  });
});
