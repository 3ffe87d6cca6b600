import { startActionPath } from '@contract/start-actions';

/**
 * Opens the screen a link's `act` names (a shared character, the invite screen) when the app
 * starts at its home page: inside Telegram every link starts there. Runs before the router reads
 * the address, so the first screen drawn is the right one.
 */
export function openStartAction(act: string | undefined, location: Location = window.location) {
  const path = startActionPath(act);
  if (!path || location.pathname !== '/') return;
  window.history.replaceState(
    window.history.state,
    '',
    `${path}${location.search}${location.hash}`,
  );
}
