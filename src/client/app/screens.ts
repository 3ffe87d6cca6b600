import { withCatalogPart } from '@client/i18n/activate-locale';
import type { RouteId } from '@contract/routes';
import { type ComponentType, lazy } from 'react';

type ScreenModule = { default: ComponentType<{ routeId: RouteId }> };
type ScreenLoader = () => Promise<ScreenModule>;

/** Payment and legal screens bring their own catalog part (see activate-locale). */
const payments = (load: ScreenLoader): ScreenLoader => withCatalogPart('payments', load);
const legal = (load: ScreenLoader): ScreenLoader => withCatalogPart('legal', load);
const create = (load: ScreenLoader): ScreenLoader => withCatalogPart('create', load);
const chat = (load: ScreenLoader): ScreenLoader => withCatalogPart('chat', load);
const rewards = (load: ScreenLoader): ScreenLoader => withCatalogPart('rewards', load);
/** Meet, commissions, reports, appeals and verification (src/client/features/community). */
const community = (load: ScreenLoader): ScreenLoader => withCatalogPart('community', load);

const studio: ScreenLoader = create(() => import('../features/studio/studio-screens'));
// A landing page is a first load: its texts come in a part of their own, beside its chunk.
const landing: ScreenLoader = withCatalogPart(
  'landing',
  () => import('../features/landing/landing-screen'),
);
const terms: ScreenLoader = legal(() => import('../features/legal/terms-screen'));
const privacy: ScreenLoader = legal(() => import('../features/legal/privacy-screen'));

/** Which module draws each route; every screen is its own chunk, loaded when first needed. */
const SCREEN_LOADERS: Record<RouteId, ScreenLoader> = {
  home: () => import('../features/home/home-screen'),
  chat: () => import('../features/chat/chat-list-screen'),
  chatConversation: chat(() => import('../features/chat/conversation-screen')),
  chatMemory: chat(() => import('../features/chat/memory-screen')),
  // Her page names a created character's choices, whose words live with the wizard's.
  role: create(() => import('../features/role/role-screen')),
  settings: () => import('../features/settings/settings-screen'),
  settingsTerms: terms,
  settingsRefund: legal(() => import('../features/legal/refund-screen')),
  settingsPrivacy: privacy,
  settingsLanguage: () => import('../features/settings/language-screen'),
  settingsContactUs: legal(() => import('../features/legal/contact-screen')),
  settingsCoinDetails: payments(() => import('../features/settings/payments/coin-details-screen')),
  settingsIntellectual: legal(() => import('../features/legal/intellectual-property-screen')),
  settingsSubscription: payments(() => import('../features/settings/payments/subscription-screen')),
  settingsCustomerService: () => import('../features/settings/customer-service-screen'),
  settingsCreditCardManage: payments(
    () => import('../features/settings/payments/payment-cards-screen'),
  ),
  settingsChatModel: () => import('../features/settings/chat-model-screen'),
  settingsInterests: () => import('../features/interests/interests-screen'),
  settingsInvite: rewards(() => import('../features/rewards/invite/invite-screen')),
  settingsSurvey: rewards(() => import('../features/rewards/survey/survey-screen')),
  settingsSupportChannel: rewards(
    () => import('../features/rewards/support-channel/support-channel-screen'),
  ),
  settingsCreatorLinks: community(
    () => import('../features/community/orders/creator-links-screen'),
  ),
  orders: community(() => import('../features/community/orders/my-orders-screen')),
  settingsAccountStatus: community(
    () => import('../features/community/trust/account-status-screen'),
  ),
  settingsVerification: community(() => import('../features/community/trust/verification-screen')),
  tourChat: chat(() => import('../features/tour/tour-chat-screen')),
  loginCode: () => import('../features/account/login/login-code-screen'),
  touchTest: () => import('../features/touch-test/touch-test-screen'),
  payCallback: payments(() => import('../features/payments/checkout/pay-callback-screen')),
  premium: payments(() => import('../features/payments/premium/premium-screen')),
  buyCoins: payments(() => import('../features/payments/coins/buy-coins-screen')),
  meet: community(() => import('../features/community/meet/meet-screen')),
  landing,
  landingRole1: landing,
  landingRole2: landing,
  landingRole3: landing,
  landing2: landing,
  landingGetEmail: withCatalogPart('landing', () => import('../features/landing/get-email-screen')),
  myRoles: create(() => import('../features/my-roles/my-roles-screen')),
  myRolesCreate: create(() => import('../features/my-roles/create/create-character-screen')),
  myRole: create(() => import('../features/my-roles/character/my-character-screen')),
  myRoleTags: create(() => import('../features/my-roles/tags/character-tags-screen')),
  ugcGenerateImage: studio,
  ugcGenerateVideo: studio,
  album: studio,
  terms,
  privacy,
};

const lazyByLoader = new Map<ScreenLoader, ComponentType<{ routeId: RouteId }>>();

/** The lazy component of a route; routes sharing a module share one component. */
export function screenFor(routeId: RouteId): ComponentType<{ routeId: RouteId }> {
  const loader = SCREEN_LOADERS[routeId];
  let component = lazyByLoader.get(loader);
  if (!component) {
    component = lazy(loader);
    lazyByLoader.set(loader, component);
  }
  return component;
}
