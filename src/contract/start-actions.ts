import { ROUTES } from './routes';

/**
 * The screens a start link's `act` opens (spec §2 names `act` without a list; this is ours, see
 * docs/decisions.md). Inside Telegram a Mini App always opens at its one address, so `act` is how
 * a bot message, an ad or a push sends someone straight to a screen.
 */
export const START_ACTIONS = {
  premium: ROUTES.premium,
  coins: ROUTES.buyCoins,
  chats: ROUTES.chat,
  settings: ROUTES.settings,
  create: ROUTES.myRolesCreate,
  myRoles: ROUTES.myRoles,
  album: ROUTES.album,
  photo: ROUTES.ugcGenerateImage,
  video: ROUTES.ugcGenerateVideo,
  interests: ROUTES.settingsInterests,
  subscription: ROUTES.settingsSubscription,
  coinDetails: ROUTES.settingsCoinDetails,
  support: ROUTES.settingsCustomerService,
  language: ROUTES.settingsLanguage,
  chatModel: ROUTES.settingsChatModel,
  invite: ROUTES.settingsInvite,
  survey: ROUTES.settingsSurvey,
  supportChannel: ROUTES.settingsSupportChannel,
} as const;

type StartAction = keyof typeof START_ACTIONS;

/** `role.<characterId>` opens that character's page. */
const ROLE_ACTION = /^role\.([a-z0-9_-]{1,64})$/;

/** The `act` value opening a character's page (what a shared character's Telegram link carries). */
export const roleStartAction = (characterId: string) => `role.${characterId}`;

/** The path a start link's `act` opens, or null when it names nothing we know. */
export function startActionPath(act: string | undefined): string | null {
  if (!act) return null;
  if (Object.hasOwn(START_ACTIONS, act)) return START_ACTIONS[act as StartAction];
  const role = ROLE_ACTION.exec(act);
  return role ? ROUTES.role.replace(':characterId', role[1] as string) : null;
}
