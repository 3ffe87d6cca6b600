// Cheap checks that decide the mode before any SDK code is downloaded. They look where the
// Telegram SDK itself looks for launch parameters: the URL, the navigation entry and the copy the
// SDK keeps in session storage across reloads.

const LAUNCH_PARAM_PATTERN = /[#?&]tgWebApp(Data|Platform|Version)=/;

/** Telegram launch parameters (`tgWebAppData`, `tgWebAppStartParam`…), or null outside Telegram. */
export function readTelegramLaunchParams(): URLSearchParams | null {
  const candidates = [window.location.href, performance.getEntriesByType('navigation')[0]?.name];
  for (const url of candidates) {
    if (url && LAUNCH_PARAM_PATTERN.test(url)) return queryOf(url);
  }
  try {
    const stored = sessionStorage.getItem('tapps/launchParams');
    if (stored) return new URLSearchParams(JSON.parse(stored) as string);
  } catch {
    // Unreadable storage or JSON means no stored launch.
  }
  return null;
}

/** The query part of a URL, where Telegram may put launch parameters after `?` or `#`. */
function queryOf(url: string): URLSearchParams {
  return new URLSearchParams(url.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&'));
}

/** True when running as an installed app (standalone display mode) or opened from its icon. */
export function isStandalonePwa(search: string = window.location.search): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return Boolean(standalone || iosStandalone || new URLSearchParams(search).get('pwa') === '1');
}
