import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALE_CODES } from './src/contract/locales';

/**
 * Catalog parts loaded with the screens that use them (src/client/i18n/activate-locale.ts), so the
 * first load carries only `messages`: the texts any page may show.
 */
const LATER_PARTS = {
  payments: [
    '<rootDir>/src/client/features/payments',
    '<rootDir>/src/client/features/settings/payments',
  ],
  legal: ['<rootDir>/src/client/features/legal'],
  // The business refusals' wording: fetched with the first refusal a user meets.
  refusals: ['<rootDir>/src/client/app/refusal-wording.ts'],
  // Invite, the home-screen gift, the survey and the support channel: screens and popups opened
  // on demand.
  rewards: ['<rootDir>/src/client/features/rewards'],
  // The landing pages' sales texts and quiz: only a visitor from an ad needs them.
  landing: ['<rootDir>/src/client/features/landing'],
  // The first-steps guides and the third-day banner: loaded only when one is due.
  guides: ['<rootDir>/src/client/features/first-steps'],
  // Meet, commissions from creators, reports, appeals and age verification: screens of their own.
  community: ['<rootDir>/src/client/features/community'],
  // A conversation's texts (bubbles, composer, gifts, memory, the chat's menu with its persona
  // switch) and the persona settings screen: loaded with those screens; the chat list, a first
  // page, keeps its few texts in `messages`.
  chat: [
    'chat-composer.tsx',
    'composer-tools.tsx',
    'chat-lock-notice.tsx',
    'conversation-menu.tsx',
    'conversation-persona-switch.tsx',
    'conversation-screen.tsx',
    'day-separator.tsx',
    'demo-model-note.tsx',
    'gift-sheet.tsx',
    'memory-chapters.tsx',
    'listen-button.tsx',
    'memory-screen.tsx',
    'message-actions.tsx',
    'message-bubble.tsx',
    'message-list.tsx',
    'photo-offer-card.tsx',
    'reply-announcer.tsx',
    'story-start.tsx',
    'use-conversation.ts',
    'use-jump-to-message.ts',
    'voice/voice-recorder-button.tsx',
    'use-listen.ts',
    'voice-note.tsx',
    'conversation-voice-switch.tsx',
  ]
    .map((file) => `<rootDir>/src/client/features/chat/${file}`)
    .concat(
      // A visitor's tour conversation and the chat model's settings load with the chat screens'
      // part too (src/client/app/screens.ts), not with every first page.
      '<rootDir>/src/client/features/tour/tour-chat-screen.tsx',
      '<rootDir>/src/client/features/tour/tour-conversation.tsx',
      '<rootDir>/src/client/features/settings/chat-model-screen.tsx',
      '<rootDir>/src/client/features/settings/photo-offer-allowance.tsx',
      '<rootDir>/src/client/features/settings/persona',
      // The scene's line under the chat's header and its sheet.
      '<rootDir>/src/client/features/chat/scene',
    ),
  // The create-character wizard, the photo studio and my characters.
  create: [
    '<rootDir>/src/client/features/my-roles',
    '<rootDir>/src/client/features/studio',
    '<rootDir>/src/client/features/characters/character-option-labels.ts',
  ],
  // A character's page, a first page of its own (shared links). Her photos' gallery, below the
  // fold, loads with the `create` part once her page has drawn and gone idle.
  role: ['<rootDir>/src/client/features/role'],
  // The names of a created character's choices, which the wizard's part holds too: her page
  // loads them only for a character someone created.
  options: ['<rootDir>/src/client/features/characters/character-option-labels.ts'],
};
const laterSources = [...new Set(Object.values(LATER_PARTS).flat())];
/** What the first-load catalog leaves out: the later parts' folders, and their single files. */
const laterExcludes = laterSources.map((source) =>
  /\.tsx?$/.test(source) ? source : `${source}/**`,
);

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALE_CODES],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/client', '<rootDir>/src/contract'],
      exclude: ['**/harness/**', ...laterExcludes],
    },
    ...Object.entries(LATER_PARTS).map(([part, include]) => ({
      path: `<rootDir>/locales/{locale}/${part}`,
      include,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
