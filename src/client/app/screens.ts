import { type LaterPart, withCatalogPart } from '@client/i18n/activate-locale';
import type { RouteId } from '@contract/routes';
import { type ComponentType, lazy } from 'react';

type ScreenModule = { default: ComponentType<{ routeId: RouteId }> };

/** A route's screen: its module's loader, which loads its catalog part with it. */
export interface Screen {
  load(): Promise<ScreenModule>;
}

/**
 * A screen from its module. The idle preload names the same module and part in screen-files.ts
 * (tests/client/app/screens.test.ts checks that the two agree).
 */
function screen(load: () => Promise<ScreenModule>, part?: LaterPart): Screen {
  return { load: part ? withCatalogPart(part, load) : load };
}

const studio = screen(() => import('../features/studio/studio-screens'), 'create');
// A landing page is a first load: its texts come in a part of their own, beside its chunk.
const landing = screen(() => import('../features/landing/landing-screen'), 'landing');
const terms = screen(() => import('../features/legal/terms-screen'), 'legal');
const privacy = screen(() => import('../features/legal/privacy-screen'), 'legal');

/** Which module draws each route; every screen is its own chunk, loaded when first needed. */
export const SCREENS: Record<RouteId, Screen> = {
  home: screen(() => import('../features/home/home-screen')),
  chat: screen(() => import('../features/chat/chat-list-screen')),
  chatConversation: screen(() => import('../features/chat/conversation-screen'), 'chat'),
  chatMemory: screen(() => import('../features/chat/memory-screen'), 'chat'),
  // Her page's texts, a part of its own; a created character's choice names (the `options`
  // part) load only for her (features/role/use-option-label.ts).
  role: screen(() => import('../features/role/role-screen'), 'role'),
  settings: screen(() => import('../features/settings/settings-screen')),
  settingsTerms: terms,
  settingsRefund: screen(() => import('../features/legal/refund-screen'), 'legal'),
  settingsPrivacy: privacy,
  settingsLanguage: screen(() => import('../features/settings/language-screen')),
  settingsContactUs: screen(() => import('../features/legal/contact-screen'), 'legal'),
  settingsCoinDetails: screen(
    () => import('../features/settings/payments/coin-details-screen'),
    'payments',
  ),
  settingsIntellectual: screen(
    () => import('../features/legal/intellectual-property-screen'),
    'legal',
  ),
  settingsSubscription: screen(
    () => import('../features/settings/payments/subscription-screen'),
    'payments',
  ),
  settingsCustomerService: screen(() => import('../features/settings/customer-service-screen')),
  settingsCreditCardManage: screen(
    () => import('../features/settings/payments/payment-cards-screen'),
    'payments',
  ),
  settingsChatModel: screen(() => import('../features/settings/chat-model-screen'), 'chat'),
  // Its texts live in the chat's part, with the chat menu's persona switch.
  settingsPersona: screen(() => import('../features/settings/persona/persona-screen'), 'chat'),
  settingsInterests: screen(() => import('../features/interests/interests-screen')),
  settingsInvite: screen(() => import('../features/rewards/invite/invite-screen'), 'rewards'),
  settingsSurvey: screen(() => import('../features/rewards/survey/survey-screen'), 'rewards'),
  settingsSupportChannel: screen(
    () => import('../features/rewards/support-channel/support-channel-screen'),
    'rewards',
  ),
  settingsCreatorLinks: screen(
    () => import('../features/community/orders/creator-links-screen'),
    'community',
  ),
  orders: screen(() => import('../features/community/orders/my-orders-screen'), 'community'),
  settingsAccountStatus: screen(
    () => import('../features/community/trust/account-status-screen'),
    'community',
  ),
  settingsVerification: screen(
    () => import('../features/community/trust/verification-screen'),
    'community',
  ),
  tourChat: screen(() => import('../features/tour/tour-chat-screen'), 'chat'),
  loginCode: screen(() => import('../features/account/login/login-code-screen')),
  touchTest: screen(() => import('../features/touch-test/touch-test-screen')),
  payCallback: screen(
    () => import('../features/payments/checkout/pay-callback-screen'),
    'payments',
  ),
  premium: screen(() => import('../features/payments/premium/premium-screen'), 'payments'),
  buyCoins: screen(() => import('../features/payments/coins/buy-coins-screen'), 'payments'),
  meet: screen(() => import('../features/community/meet/meet-screen'), 'community'),
  landing,
  landingRole1: landing,
  landingRole2: landing,
  landingRole3: landing,
  landing2: landing,
  landingGetEmail: screen(() => import('../features/landing/get-email-screen'), 'landing'),
  myRoles: screen(() => import('../features/my-roles/my-roles-screen'), 'create'),
  myRolesCreate: screen(
    () => import('../features/my-roles/create/create-character-screen'),
    'create',
  ),
  myRole: screen(() => import('../features/my-roles/character/my-character-screen'), 'create'),
  myRoleTags: screen(() => import('../features/my-roles/tags/character-tags-screen'), 'create'),
  ugcGenerateImage: studio,
  ugcGenerateVideo: studio,
  album: studio,
  terms,
  privacy,
};

const lazyByScreen = new Map<Screen, ComponentType<{ routeId: RouteId }>>();

/** The lazy component of a route; routes sharing a module share one component. */
export function screenFor(routeId: RouteId): ComponentType<{ routeId: RouteId }> {
  const current = SCREENS[routeId];
  let component = lazyByScreen.get(current);
  if (!component) {
    component = lazy(current.load);
    lazyByScreen.set(current, component);
  }
  return component;
}
