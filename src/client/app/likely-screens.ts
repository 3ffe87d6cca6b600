import type { RouteId } from '@contract/routes';

/**
 * The screens a visitor most often opens next from each screen, fetched ahead once it is idle
 * (idle-preload.ts); any other screen is fetched on intent (intent-preload.ts). Kept short: on a
 * first visit they share the 250 kB budget with the first screen and its pictures, so Home's list
 * leaves out the conversation (40 kB), which her page (role) fetches ahead in turn.
 */
export const LIKELY_NEXT_SCREENS: Partial<Record<RouteId, readonly RouteId[]>> = {
  home: ['role', 'chat'],
  chat: ['chatConversation', 'home'],
  chatConversation: ['role', 'chatMemory'],
  role: ['chatConversation'],
  settings: ['settingsLanguage', 'home'],
  // A landing's visitor chats with her match, signs in to keep her, or opens her page.
  landing: ['tourChat', 'landingGetEmail', 'role'],
  landingRole1: ['tourChat', 'landingGetEmail', 'role'],
  landingRole2: ['tourChat', 'landingGetEmail', 'role'],
  landingRole3: ['tourChat', 'landingGetEmail', 'role'],
  landing2: ['tourChat', 'landingGetEmail', 'role'],
  tourChat: ['landingGetEmail', 'role'],
  landingGetEmail: ['role'],
  myRoles: ['myRolesCreate'],
  premium: ['buyCoins'],
};
