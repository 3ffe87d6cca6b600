import { type LaterPart, withCatalogPart } from '@client/i18n/activate-locale';
import type { RouteId } from '@contract/routes';
import { type ComponentType, lazy } from 'react';

type ScreenModule = { default: ComponentType<{ routeId: RouteId }> };

/**
 * A route's screen: how to load and run it, and what to fetch ahead without running it (the idle
 * preload, idle-preload.ts): its module, as Vite's manifest names it below `src/client`, and the
 * catalog part its texts live in.
 */
export interface Screen {
  load(): Promise<ScreenModule>;
  module: string;
  part?: LaterPart;
}

/**
 * A screen from its module. The name is written beside the `import()` (which must be a literal
 * for Vite); tests/client/app/screens.test.ts checks that the two agree.
 */
function screen(module: string, load: () => Promise<ScreenModule>, part?: LaterPart): Screen {
  return { module, part, load: part ? withCatalogPart(part, load) : load };
}

const studio = screen(
  'features/studio/studio-screens',
  () => import('../features/studio/studio-screens'),
  'create',
);
// A landing page is a first load: its texts come in a part of their own, beside its chunk.
const landing = screen(
  'features/landing/landing-screen',
  () => import('../features/landing/landing-screen'),
  'landing',
);
const terms = screen(
  'features/legal/terms-screen',
  () => import('../features/legal/terms-screen'),
  'legal',
);
const privacy = screen(
  'features/legal/privacy-screen',
  () => import('../features/legal/privacy-screen'),
  'legal',
);

/** Which module draws each route; every screen is its own chunk, loaded when first needed. */
export const SCREENS: Record<RouteId, Screen> = {
  home: screen('features/home/home-screen', () => import('../features/home/home-screen')),
  chat: screen('features/chat/chat-list-screen', () => import('../features/chat/chat-list-screen')),
  chatConversation: screen(
    'features/chat/conversation-screen',
    () => import('../features/chat/conversation-screen'),
    'chat',
  ),
  chatMemory: screen(
    'features/chat/memory-screen',
    () => import('../features/chat/memory-screen'),
    'chat',
  ),
  // Her page names a created character's choices, whose words live with the wizard's.
  role: screen('features/role/role-screen', () => import('../features/role/role-screen'), 'create'),
  settings: screen(
    'features/settings/settings-screen',
    () => import('../features/settings/settings-screen'),
  ),
  settingsTerms: terms,
  settingsRefund: screen(
    'features/legal/refund-screen',
    () => import('../features/legal/refund-screen'),
    'legal',
  ),
  settingsPrivacy: privacy,
  settingsLanguage: screen(
    'features/settings/language-screen',
    () => import('../features/settings/language-screen'),
  ),
  settingsContactUs: screen(
    'features/legal/contact-screen',
    () => import('../features/legal/contact-screen'),
    'legal',
  ),
  settingsCoinDetails: screen(
    'features/settings/payments/coin-details-screen',
    () => import('../features/settings/payments/coin-details-screen'),
    'payments',
  ),
  settingsIntellectual: screen(
    'features/legal/intellectual-property-screen',
    () => import('../features/legal/intellectual-property-screen'),
    'legal',
  ),
  settingsSubscription: screen(
    'features/settings/payments/subscription-screen',
    () => import('../features/settings/payments/subscription-screen'),
    'payments',
  ),
  settingsCustomerService: screen(
    'features/settings/customer-service-screen',
    () => import('../features/settings/customer-service-screen'),
  ),
  settingsCreditCardManage: screen(
    'features/settings/payments/payment-cards-screen',
    () => import('../features/settings/payments/payment-cards-screen'),
    'payments',
  ),
  settingsChatModel: screen(
    'features/settings/chat-model-screen',
    () => import('../features/settings/chat-model-screen'),
  ),
  settingsInterests: screen(
    'features/interests/interests-screen',
    () => import('../features/interests/interests-screen'),
  ),
  settingsInvite: screen(
    'features/rewards/invite/invite-screen',
    () => import('../features/rewards/invite/invite-screen'),
    'rewards',
  ),
  settingsSurvey: screen(
    'features/rewards/survey/survey-screen',
    () => import('../features/rewards/survey/survey-screen'),
    'rewards',
  ),
  settingsSupportChannel: screen(
    'features/rewards/support-channel/support-channel-screen',
    () => import('../features/rewards/support-channel/support-channel-screen'),
    'rewards',
  ),
  settingsCreatorLinks: screen(
    'features/community/orders/creator-links-screen',
    () => import('../features/community/orders/creator-links-screen'),
    'community',
  ),
  orders: screen(
    'features/community/orders/my-orders-screen',
    () => import('../features/community/orders/my-orders-screen'),
    'community',
  ),
  settingsAccountStatus: screen(
    'features/community/trust/account-status-screen',
    () => import('../features/community/trust/account-status-screen'),
    'community',
  ),
  settingsVerification: screen(
    'features/community/trust/verification-screen',
    () => import('../features/community/trust/verification-screen'),
    'community',
  ),
  tourChat: screen(
    'features/tour/tour-chat-screen',
    () => import('../features/tour/tour-chat-screen'),
    'chat',
  ),
  loginCode: screen(
    'features/account/login/login-code-screen',
    () => import('../features/account/login/login-code-screen'),
  ),
  touchTest: screen(
    'features/touch-test/touch-test-screen',
    () => import('../features/touch-test/touch-test-screen'),
  ),
  payCallback: screen(
    'features/payments/checkout/pay-callback-screen',
    () => import('../features/payments/checkout/pay-callback-screen'),
    'payments',
  ),
  premium: screen(
    'features/payments/premium/premium-screen',
    () => import('../features/payments/premium/premium-screen'),
    'payments',
  ),
  buyCoins: screen(
    'features/payments/coins/buy-coins-screen',
    () => import('../features/payments/coins/buy-coins-screen'),
    'payments',
  ),
  meet: screen(
    'features/community/meet/meet-screen',
    () => import('../features/community/meet/meet-screen'),
    'community',
  ),
  landing,
  landingRole1: landing,
  landingRole2: landing,
  landingRole3: landing,
  landing2: landing,
  landingGetEmail: screen(
    'features/landing/get-email-screen',
    () => import('../features/landing/get-email-screen'),
    'landing',
  ),
  myRoles: screen(
    'features/my-roles/my-roles-screen',
    () => import('../features/my-roles/my-roles-screen'),
    'create',
  ),
  myRolesCreate: screen(
    'features/my-roles/create/create-character-screen',
    () => import('../features/my-roles/create/create-character-screen'),
    'create',
  ),
  myRole: screen(
    'features/my-roles/character/my-character-screen',
    () => import('../features/my-roles/character/my-character-screen'),
    'create',
  ),
  myRoleTags: screen(
    'features/my-roles/tags/character-tags-screen',
    () => import('../features/my-roles/tags/character-tags-screen'),
    'create',
  ),
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
