// The screens the accessibility test visits, and what it opens over them.
import type { AppTarget, ScreenCheck } from './a11y-surface';

/** Clicks `name`'s button and waits for the dialog it opens. */
const openDialog =
  (button: string | RegExp, dialog: string | RegExp = button) =>
  async (app: AppTarget) => {
    await app.getByRole('button', { name: button }).first().click();
    await app.getByRole('dialog', { name: dialog }).waitFor();
  };

/** Orders a photo from a template and waits for it: the screen then shows the finished photo. */
async function generatePhoto(app: AppTarget) {
  await app.getByRole('radio', { name: 'Beach day', exact: true }).click();
  await app.getByRole('button', { name: /^Generate for \d+ coins$/ }).click();
  await app.locator('.item-result img.studio-media').waitFor({ timeout: 30_000 });
}

/** What the signed-in user has: a conversation, characters she made, and someone else's. */
export interface SignedInUser {
  conversationId: string;
  /** Her own characters by the state their page shows. */
  myCharacters: Partial<Record<'review' | 'confirmed' | 'failed', string>>;
  /** A character another user made and published. */
  othersCharacter: string;
}

/** Her characters' pages, one per state, and the tags page of a confirmed one. */
function myCharacterScreens({ review, confirmed, failed }: SignedInUser['myCharacters']) {
  const screens: ScreenCheck[] = [];
  if (review) screens.push({ name: 'My character, to review', path: `/my-roles/${review}` });
  if (failed) screens.push({ name: 'My character, failed', path: `/my-roles/${failed}` });
  if (confirmed) {
    screens.push(
      { name: 'My character, confirmed', path: `/my-roles/${confirmed}` },
      { name: 'My character, tags', path: `/my-roles/${confirmed}/tags` },
    );
  }
  return screens;
}

/** Screens a signed-in user reaches, in the order a person might wander through them. */
export function signedInScreens(user: SignedInUser): ScreenCheck[] {
  const conversation = `/chat/${user.conversationId}`;
  const bubbles = async (app: AppTarget) => {
    await app.locator('.bubble-row').first().waitFor();
  };
  return [
    { name: 'Home', path: '/' },
    {
      name: 'Home, VIP popup',
      path: '/',
      open: async (app) => {
        await app.locator('.premium-banner').click();
        await app.getByRole('dialog').getByRole('radio').first().waitFor();
      },
    },
    { name: 'Chats', path: '/chat' },
    {
      name: 'Chats, a chat’s menu',
      path: '/chat',
      open: openDialog(/^More for the chat with/, /^Chat with/),
    },
    { name: 'Conversation', path: conversation, ready: bubbles },
    {
      name: 'Conversation, message actions',
      path: conversation,
      ready: bubbles,
      open: async (app) => {
        await app.locator('.bubble').last().click();
        await app.locator('.message-actions').waitFor();
      },
    },
    {
      name: 'Conversation, menu',
      path: conversation,
      ready: bubbles,
      open: openDialog('More', /^Chat with/),
    },
    {
      name: 'Conversation, confirm',
      path: conversation,
      ready: bubbles,
      open: async (app) => {
        await openDialog('More', /^Chat with/)(app);
        await app.getByRole('button', { name: 'Reset memory' }).click();
        await app.getByRole('alertdialog').waitFor();
      },
    },
    {
      name: 'Conversation, gifts',
      path: conversation,
      ready: bubbles,
      open: openDialog('Send a gift'),
    },
    {
      name: 'Conversation, the scene',
      path: conversation,
      ready: bubbles,
      open: openDialog(/^Scene/, 'The scene'),
    },
    {
      name: 'Conversation, try again with a note',
      path: conversation,
      ready: bubbles,
      open: async (app) => {
        await app.locator('.bubble').last().click();
        await app.getByRole('button', { name: 'Try again, but…' }).click();
        await app.locator('.message-actions__hint').waitFor();
      },
    },
    { name: 'Memory', path: `${conversation}/memory` },
    { name: 'Role', path: '/role/mei' },
    { name: 'Role, by another user', path: `/role/${user.othersCharacter}` },
    { name: 'Role, report', path: `/role/${user.othersCharacter}`, open: openDialog('Report') },
    {
      name: 'Role, commission',
      path: `/role/${user.othersCharacter}`,
      open: openDialog('Commission the creator', /^Commission /),
    },
    {
      name: 'Role, report creator',
      path: `/role/${user.othersCharacter}`,
      open: openDialog('Report creator', /^Report /),
    },
    { name: 'Settings', path: '/settings' },
    { name: 'My orders', path: '/orders' },
    { name: 'Creator links', path: '/settings/creator-links' },
    {
      name: 'Settings, add a phone number',
      path: '/settings',
      open: openDialog(/Add a phone number/, 'Add a phone number'),
    },
    { name: 'Invite friends', path: '/settings/invite' },
    { name: 'Survey', path: '/settings/survey' },
    { name: 'Support channel', path: '/settings/support-channel' },
    { name: 'Account status', path: '/settings/account-status' },
    { name: 'Age verification', path: '/settings/verification' },
    { name: 'Language', path: '/settings/language' },
    { name: 'Terms', path: '/settings/terms' },
    { name: 'Refund', path: '/settings/refund' },
    { name: 'Privacy', path: '/settings/privacy' },
    { name: 'Contact us', path: '/settings/contact-us' },
    { name: 'Intellectual property', path: '/settings/intellectual' },
    { name: 'Coin details', path: '/settings/coin-details' },
    { name: 'Subscription', path: '/settings/subscription' },
    { name: 'Customer service', path: '/settings/customer-service' },
    { name: 'Payment cards', path: '/settings/credit-card-manage' },
    { name: 'Chat settings', path: '/settings/chat-model' },
    { name: 'Your persona', path: '/settings/persona' },
    { name: 'Interests', path: '/settings/interests' },
    { name: 'Meet', path: '/meet' },
    {
      name: 'Meet, preferences',
      path: '/meet',
      open: openDialog('Preferences', 'Meet preferences'),
    },
    { name: 'Premium', path: '/premium' },
    { name: 'Coins', path: '/coins' },
    { name: 'My characters', path: '/my-roles' },
    ...myCharacterScreens(user.myCharacters),
    { name: 'Create, wizard', path: '/my-roles/create' },
    {
      name: 'Create, in my words',
      path: '/my-roles/create',
      open: async (app) => {
        await app.getByRole('tab').last().click();
        await app.locator('textarea').first().waitFor();
      },
    },
    { name: 'Generate photo', path: '/ugc/generate-image' },
    {
      name: 'Generate photo, prompt tips',
      path: '/ugc/generate-image',
      open: openDialog('How to write a prompt'),
    },
    { name: 'Generate photo, the result', path: '/ugc/generate-image', open: generatePhoto },
    { name: 'Community photos', path: '/ugc/generate-image?tab=community' },
    { name: 'Generate video', path: '/ugc/generate-video' },
    { name: 'Album', path: '/album' },
    {
      name: 'Album, a photo',
      path: '/album',
      open: async (app) => {
        await app
          .getByRole('button', { name: /^Photo of / })
          .first()
          .click();
        await app.getByRole('dialog').locator('img').first().waitFor();
      },
    },
    { name: 'Touch test', path: '/touch-test' },
    { name: 'Landing', path: '/landing' },
    { name: 'Landing 2', path: '/landing/landing2' },
    { name: 'Payment result', path: '/pay/callback' },
    { name: 'Not found', path: '/no/such/page' },
  ];
}

/** Extra checks on the website only: paying through our own checkout sheet. */
export const WEB_CHECKOUT_SCREENS: ScreenCheck[] = [
  {
    name: 'Coins, checkout',
    path: '/coins',
    open: async (app) => {
      await app.getByRole('button', { name: 'Buy' }).click();
      await app.getByRole('dialog', { name: 'Checkout' }).waitFor();
    },
  },
];

/** Screens a visitor sees before signing in. */
export const VISITOR_SCREENS: ScreenCheck[] = [
  { name: 'Home', path: '/' },
  { name: 'Chats', path: '/chat' },
  { name: 'Try a chat', path: '/tour/chat' },
  { name: 'Role', path: '/role/luna' },
  { name: 'Settings', path: '/settings' },
  { name: 'Sign in', path: '/settings', open: openDialog(/^Sign in/, 'Sign in') },
  {
    name: 'Sign in, the code',
    path: '/settings',
    open: async (app) => {
      await openDialog(/^Sign in/, 'Sign in')(app);
      const popup = app.getByRole('dialog', { name: 'Sign in' });
      await popup
        .getByRole('textbox', { name: 'Your email' })
        .fill(`a11y.${Date.now()}@example.com`);
      await popup.getByRole('button', { name: 'Send code' }).click();
      await popup.getByRole('textbox', { name: 'Verification code' }).waitFor();
    },
  },
  { name: 'Premium', path: '/premium' },
  { name: 'Login code', path: '/login/code' },
  { name: 'Landing page', path: '/landing/role1' },
  {
    name: 'Landing quiz',
    path: '/landing',
    open: async (app) => {
      await app.getByRole('button', { name: 'Find my match' }).click();
      await app.getByRole('heading', { name: 'Who would you like to meet?' }).waitFor();
    },
  },
  {
    name: 'Landing match',
    path: '/landing',
    open: async (app) => {
      await app.getByRole('button', { name: 'Find my match' }).click();
      for (let question = 1; question <= 4; question += 1) {
        await app.getByText(`Question ${question} of 4`).waitFor();
        await app.getByRole('button', { name: 'Skip this question' }).click();
      }
      await app.getByRole('button', { name: 'Show my match' }).click();
      await app.getByText('Your match').waitFor();
    },
  },
  { name: 'Get-email', path: '/landing/get-email/sofia' },
];

/** The age check a first-time visitor meets, and its refusal. */
export const AGE_CHECK_SCREENS: ScreenCheck[] = [
  {
    name: 'Age check',
    path: '/',
    ready: (app) => app.getByRole('dialog', { name: 'Age check' }).waitFor(),
  },
  {
    name: 'Age check, refused',
    path: '/',
    open: async (app) => {
      await app.getByRole('button', { name: 'I am under 18' }).click();
      await app.getByRole('alert').waitFor();
    },
  },
];

/** Screens only an account without an email address reaches (a Telegram user's). */
export const NO_EMAIL_SCREENS: ScreenCheck[] = [
  {
    name: 'Settings, add an email address',
    path: '/settings',
    open: openDialog(/Add an email address/, 'Add an email address'),
  },
];
