/** The part of Google Identity Services' `google.accounts.id` the login popup uses. */
export interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback(response: { credential: string }): void;
    ux_mode?: 'popup';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: { theme?: string; size?: string; width?: number; text?: string; locale?: string },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 8000;

let loading: Promise<GoogleIdentity | null> | null = null;

/**
 * Loads Google's script once, only when the Google button is about to show. Resolves null when it
 * cannot load (offline, blocked, timed out), so the caller hides the button and nothing breaks.
 */
export function loadGoogleIdentity(src = GOOGLE_IDENTITY_SCRIPT): Promise<GoogleIdentity | null> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  const attempt = new Promise<GoogleIdentity | null>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => resolve(null), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve(window.google?.accounts?.id ?? null);
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      resolve(null);
    };
    document.head.appendChild(script);
  });
  loading = attempt.then((identity) => {
    // A failed load may succeed later (back online); let the next popup try again.
    if (!identity) loading = null;
    return identity;
  });
  return loading;
}
