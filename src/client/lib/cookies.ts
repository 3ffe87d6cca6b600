/** Reads one cookie of this page. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Writes a cookie on path `/`. Inside Telegram's iframe it must be SameSite=None; Secure. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const crossSite = window.self !== window.top && window.location.protocol === 'https:';
  const sameSite = crossSite ? '; SameSite=None; Secure' : '; SameSite=Lax';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Telegram webviews.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/${sameSite}`;
}
