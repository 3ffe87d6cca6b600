/**
 * The SDK posts events to its parent frame only at https://web.telegram.org. Our development
 * harness plays Telegram from a loopback origin; when the parent frame is on this machine we post
 * to it instead. A loopback parent can only be a page the user's own machine serves.
 */
export function harnessParentOrigin(): string | null {
  if (window.self === window.top) return null;
  const ancestor = window.location.ancestorOrigins?.[0] ?? originOf(document.referrer);
  if (!ancestor) return null;
  return /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(ancestor) ? ancestor : null;
}

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
