import type { LaterPart } from '@client/i18n/activate-locale';
import type { RouteId } from '@contract/routes';

/**
 * What the idle preload fetches for a route's screen without running it (likely-preload.ts): its
 * module, as Vite's manifest names it below `src/client`, and the catalog part its texts live in.
 * The same as screens.ts imports (tests/client/app/screens.test.ts checks it); kept apart so the
 * first load does not carry the names.
 */
export const SCREEN_FILES: Record<RouteId, { module: string; part?: LaterPart }> = {
  home: { module: 'features/home/home-screen' },
  chat: { module: 'features/chat/chat-list-screen' },
  chatConversation: { module: 'features/chat/conversation-screen', part: 'chat' },
  chatMemory: { module: 'features/chat/memory-screen', part: 'chat' },
  role: { module: 'features/role/role-screen', part: 'role' },
  settings: { module: 'features/settings/settings-screen' },
  settingsTerms: { module: 'features/legal/terms-screen', part: 'legal' },
  settingsRefund: { module: 'features/legal/refund-screen', part: 'legal' },
  settingsPrivacy: { module: 'features/legal/privacy-screen', part: 'legal' },
  settingsLanguage: { module: 'features/settings/language-screen' },
  settingsContactUs: { module: 'features/legal/contact-screen', part: 'legal' },
  settingsCoinDetails: {
    module: 'features/settings/payments/coin-details-screen',
    part: 'payments',
  },
  settingsIntellectual: { module: 'features/legal/intellectual-property-screen', part: 'legal' },
  settingsSubscription: {
    module: 'features/settings/payments/subscription-screen',
    part: 'payments',
  },
  settingsCustomerService: { module: 'features/settings/customer-service-screen' },
  settingsCreditCardManage: {
    module: 'features/settings/payments/payment-cards-screen',
    part: 'payments',
  },
  settingsChatModel: { module: 'features/settings/chat-model-screen', part: 'chat' },
  settingsPersona: { module: 'features/settings/persona/persona-screen', part: 'chat' },
  settingsInterests: { module: 'features/interests/interests-screen' },
  settingsInvite: { module: 'features/rewards/invite/invite-screen', part: 'rewards' },
  settingsSurvey: { module: 'features/rewards/survey/survey-screen', part: 'rewards' },
  settingsSupportChannel: {
    module: 'features/rewards/support-channel/support-channel-screen',
    part: 'rewards',
  },
  settingsCreatorLinks: {
    module: 'features/community/orders/creator-links-screen',
    part: 'community',
  },
  orders: { module: 'features/community/orders/my-orders-screen', part: 'community' },
  settingsAccountStatus: {
    module: 'features/community/trust/account-status-screen',
    part: 'community',
  },
  settingsVerification: {
    module: 'features/community/trust/verification-screen',
    part: 'community',
  },
  tourChat: { module: 'features/tour/tour-chat-screen', part: 'chat' },
  loginCode: { module: 'features/account/login/login-code-screen' },
  touchTest: { module: 'features/touch-test/touch-test-screen' },
  payCallback: { module: 'features/payments/checkout/pay-callback-screen', part: 'payments' },
  premium: { module: 'features/payments/premium/premium-screen', part: 'payments' },
  buyCoins: { module: 'features/payments/coins/buy-coins-screen', part: 'payments' },
  meet: { module: 'features/community/meet/meet-screen', part: 'community' },
  landing: { module: 'features/landing/landing-screen', part: 'landing' },
  landingRole1: { module: 'features/landing/landing-screen', part: 'landing' },
  landingRole2: { module: 'features/landing/landing-screen', part: 'landing' },
  landingRole3: { module: 'features/landing/landing-screen', part: 'landing' },
  landing2: { module: 'features/landing/landing-screen', part: 'landing' },
  landingGetEmail: { module: 'features/landing/get-email-screen', part: 'landing' },
  myRoles: { module: 'features/my-roles/my-roles-screen', part: 'create' },
  myRolesCreate: { module: 'features/my-roles/create/create-character-screen', part: 'create' },
  myRole: { module: 'features/my-roles/character/my-character-screen', part: 'create' },
  myRoleTags: { module: 'features/my-roles/tags/character-tags-screen', part: 'create' },
  ugcGenerateImage: { module: 'features/studio/studio-screens', part: 'create' },
  ugcGenerateVideo: { module: 'features/studio/studio-screens', part: 'create' },
  album: { module: 'features/studio/studio-screens', part: 'create' },
  terms: { module: 'features/legal/terms-screen', part: 'legal' },
  privacy: { module: 'features/legal/privacy-screen', part: 'legal' },
};
