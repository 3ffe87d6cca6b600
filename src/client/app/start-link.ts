import type { Bridge } from '@client/bridge/bridge-types';
import { findRoute, splitLocalePrefix } from '@contract/routes';
import { startActionPath } from '@contract/start-actions';
import type { StartParams } from '@contract/start-params';

/** A start link's message is shown as plain text, and never longer than this. */
export const START_ALERT_MAX_LENGTH = 300;

/**
 * Whether this start-link value was already acted on in this tab. Telegram keeps passing the same
 * start parameter on every reload of the Mini App; acting again would undo where the user went.
 */
function isFirstTimeThisSession(key: string, value: string): boolean {
  const storageKey = `startLink.${key}`;
  try {
    if (window.sessionStorage.getItem(storageKey) === value) return false;
    window.sessionStorage.setItem(storageKey, value);
  } catch {
    // No session storage (a locked-down web view): act every time rather than never.
  }
  return true;
}

/**
 * Opens the screen a start link's `act` names, when the app was opened at Home (an address that
 * names a screen wins). Runs before the router starts, so the screen is the first one drawn and
 * Home is never shown on the way.
 */
export function openStartAction(startParams: StartParams, location: Location = window.location) {
  const path = startActionPath(startParams.act);
  if (!path || findRoute(location.pathname)?.id !== 'home') return;
  if (!isFirstTimeThisSession('act', startParams.act ?? '')) return;
  const { prefix } = splitLocalePrefix(location.pathname);
  const target = `${prefix ? `/${prefix}` : ''}${path}${location.search}${location.hash}`;
  window.history.replaceState(window.history.state, '', target);
}

/** Shows a start link's `alert` once, as plain text in the platform's popup. */
export function showStartAlert(bridge: Bridge, startParams: StartParams): void {
  const message = startParams.alert?.slice(0, START_ALERT_MAX_LENGTH).trim();
  if (!message || !isFirstTimeThisSession('alert', message)) return;
  bridge.showPopup({ message }).catch((error: unknown) => {
    console.warn('start link message not shown', error);
  });
}
