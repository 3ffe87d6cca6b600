import { findRoute, ROUTES } from './routes';

/**
 * What the `act` start parameter opens (spec §2 "act (action)"): a named screen, or one
 * character's page (`role_<characterId>`, what a shared character's Telegram link carries). The web
 * link of a character is its own address, so `act` matters mostly inside Telegram, whose links
 * carry only the start parameter.
 */
export const START_ACTION_SCREENS = {
  invite: ROUTES.settingsInvite,
  survey: ROUTES.settingsSurvey,
  supportChannel: ROUTES.settingsSupportChannel,
} as const;

const ROLE_ACTION_PREFIX = 'role_';

/** The `act` value opening a character's page. */
export const roleStartAction = (characterId: string) => `${ROLE_ACTION_PREFIX}${characterId}`;

/** The path an `act` value opens, or null for a value this build does not know. */
export function startActionPath(act: string | undefined): string | null {
  if (!act) return null;
  if (Object.hasOwn(START_ACTION_SCREENS, act)) {
    return START_ACTION_SCREENS[act as keyof typeof START_ACTION_SCREENS];
  }
  if (!act.startsWith(ROLE_ACTION_PREFIX)) return null;
  const path = ROUTES.role.replace(':characterId', act.slice(ROLE_ACTION_PREFIX.length));
  // The id must pass the route's own rule, so a crafted value never builds another path.
  return findRoute(path)?.id === 'role' ? path : null;
}
