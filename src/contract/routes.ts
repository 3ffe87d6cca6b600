import { isPrefixLocale, type LocaleCode, urlPrefixOf } from './locales';

/** Every screen path of spec §2, without the optional `/{lang}` prefix. */
export const ROUTES = {
  home: '/',
  chat: '/chat',
  chatConversation: '/chat/:conversationId',
  chatMemory: '/chat/:conversationId/memory',
  role: '/role/:characterId',
  settings: '/settings',
  settingsTerms: '/settings/terms',
  settingsRefund: '/settings/refund',
  settingsPrivacy: '/settings/privacy',
  settingsLanguage: '/settings/language',
  settingsContactUs: '/settings/contact-us',
  settingsCoinDetails: '/settings/coin-details',
  settingsIntellectual: '/settings/intellectual',
  settingsSubscription: '/settings/subscription',
  settingsCustomerService: '/settings/customer-service',
  settingsCreditCardManage: '/settings/credit-card-manage',
  settingsChatModel: '/settings/chat-model',
  /** Who I am in my chats (issue 34): my personas. */
  settingsPersona: '/settings/persona',
  /** The tags I like, which order Recommended (spec §2 "Tags selection"). */
  settingsInterests: '/settings/interests',
  /** Share/Invite (spec §2): the invite link, and the friends who joined by it. */
  settingsInvite: '/settings/invite',
  /** The survey of spec §3 (12 questions, 50 coins once). */
  settingsSurvey: '/settings/survey',
  /** The official support channel (spec §2): join gift and bonus coins. */
  settingsSupportChannel: '/settings/support-channel',
  /** The links a creator shows on their public profile (issue 18 service orders). */
  settingsCreatorLinks: '/settings/creator-links',
  /** Commissions I placed, and those placed with me as a creator. */
  orders: '/orders',
  /** Decisions about my content and account, and their appeals (issue 18). */
  settingsAccountStatus: '/settings/account-status',
  /** Age verification with a selfie and a document (issue 18). */
  settingsVerification: '/settings/verification',
  tourChat: '/tour/chat',
  loginCode: '/login/code',
  touchTest: '/touch-test',
  payCallback: '/pay/callback',
  premium: '/premium',
  buyCoins: '/coins',
  landing: '/landing',
  landingRole1: '/landing/role1',
  landingRole2: '/landing/role2',
  landingRole3: '/landing/role3',
  landing2: '/landing/landing2',
  /**
   * The landing's Get-email page (spec §2 by wording): keep the matched character by signing in
   * with a mailed link.
   */
  landingGetEmail: '/landing/get-email/:characterId',
  myRoles: '/my-roles',
  myRolesCreate: '/my-roles/create',
  /** One of my characters: progress while she is made, review, confirm, publish, edit. */
  myRole: '/my-roles/:characterId',
  /** Add tags to one of my characters (spec §2 "Add tags"). */
  myRoleTags: '/my-roles/:characterId/tags',
  ugcGenerateImage: '/ugc/generate-image',
  ugcGenerateVideo: '/ugc/generate-video',
  /** Everything I generated and every photo a character sent me, by character. */
  album: '/album',
  /** Meet (issue 18): swipe characters, and chat with those who like you back. */
  meet: '/meet',
  terms: '/terms',
  privacy: '/privacy',
} as const;

export type RouteId = keyof typeof ROUTES;

/** The spec's named routes. */
export const NAMED_ROUTES = {
  /** Home of characters: target after logout and for a landing visitor closing the pay popup. */
  Roles: ROUTES.home,
  /** The terms page, opened by the premium terms line. */
  SettingsTerms: ROUTES.settingsTerms,
} as const;

/** Rules a path parameter must pass; a failed check is a 404 like an unknown path (spec §2). */
const PARAM_RULES: Record<string, RegExp> = {
  conversationId: /^[A-Za-z0-9_-]{1,64}$/,
  characterId: /^[a-z0-9_-]{1,64}$/,
};

/**
 * Pages that search engines may index; the sitemap lists each in every route locale. Terms and
 * privacy are listed once, at /terms and /privacy, not again under /settings.
 */
export const PUBLIC_ROUTE_IDS: readonly RouteId[] = [
  'home',
  'tourChat',
  'landing',
  'landingRole1',
  'landingRole2',
  'landingRole3',
  'landing2',
  'settingsRefund',
  'settingsIntellectual',
  'settingsContactUs',
  'terms',
  'privacy',
];

type RouteParams = Record<string, string>;

export interface RouteMatch {
  id: RouteId;
  params: RouteParams;
}

/** Splits `/ru/chat` into the locale prefix (`ru`) and the route path (`/chat`). */
export function splitLocalePrefix(pathname: string): { prefix: LocaleCode | null; path: string } {
  const match = /^\/([a-z]{2}(?:-hant)?)(\/.*)?$/.exec(pathname);
  if (match?.[1] && isPrefixLocale(match[1])) {
    return { prefix: match[1] as LocaleCode, path: match[2] ?? '/' };
  }
  return { prefix: null, path: pathname };
}

/** Removes one trailing slash so `/settings/` and `/settings` are the same page. */
function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Matches a route pattern such as `/chat/:conversationId` against a path without prefix. */
function matchPattern(pattern: string, path: string): RouteParams | null {
  const patternParts = pattern.split('/');
  const pathParts = normalizePath(path).split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: RouteParams = {};
  for (let index = 0; index < patternParts.length; index++) {
    const expected = patternParts[index] ?? '';
    const actual = pathParts[index] ?? '';
    if (expected.startsWith(':')) {
      const name = expected.slice(1);
      let value: string;
      try {
        value = decodeURIComponent(actual);
      } catch {
        return null;
      }
      const rule = PARAM_RULES[name];
      if (!value || (rule && !rule.test(value))) return null;
      params[name] = value;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** Finds the route for a full pathname (with or without a locale prefix), or null for a 404. */
export function findRoute(pathname: string): RouteMatch | null {
  const { path } = splitLocalePrefix(pathname);
  for (const [id, pattern] of Object.entries(ROUTES) as [RouteId, string][]) {
    const params = matchPattern(pattern, path);
    if (params) return { id, params };
  }
  return null;
}

/** Builds the path of a route in a locale: `localizePath('/chat', 'ru')` is `/ru/chat`. */
export function localizePath(path: string, locale: LocaleCode): string {
  const prefix = urlPrefixOf(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
