// Writes the users end-to-end tests start from straight into the e2e server's database before the
// server starts (PGlite allows one process per folder): a 10,000-message conversation, users with
// coins, and creators with coins for a character. Test-only: the server itself gains no endpoint.
import { eq } from 'drizzle-orm';
import type { LocaleCode } from '../../../src/contract/locales';
import { type Database, openDatabase } from '../../../src/server/db/database';
import { conversations, messages } from '../../../src/server/db/schema/conversations';
import { users } from '../../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../../src/server/features/accounts/sign-in';
import { newOpaqueId } from '../../../src/server/lib/secrets';
import { seedShippedContent } from '../../../src/server/seed';
import {
  type AccessibilityUsers,
  seedAccessibilityUsers,
} from '../../helpers/seed-accessibility-users';
import { type OrderUsers, seedOrderUsers } from './seed-order-users';

/** Messages in the seeded conversation. */
export const LONG_CONVERSATION_SIZE = 10_000;
const INSERT_BATCH = 1000;

/** The signed-in user who owns the seeded conversation. */
export interface LongConversation {
  token: string;
  uid: string;
  conversationId: string;
}

/**
 * Text of message `number` (1 is the oldest). Every fifth one runs over several lines, so the list
 * deals with bubbles of different heights; `#number:` finds exactly one message.
 */
export function longConversationText(number: number): string {
  const text = `Message #${number}: ${number % 2 ? 'mine' : 'hers'}.`;
  return number % 5 === 0
    ? `${text} ${'A longer line that wraps over several rows of the bubble. '.repeat(3).trim()}`
    : text;
}

/** A signed-in user with coins to spend, for tests of what coins buy in chat (gifts). */
export interface CoinHolder {
  token: string;
  uid: string;
  coins: number;
}

const HOLDER_COINS = 500;

/** Users with coins for a created character (200 each): one on the web, one in Telegram. */
export interface Creators {
  web: CoinHolder;
  /** Signed in by the harness with this Telegram user id (its init data names it). */
  telegram: { telegramId: string; coins: number };
}

const CREATOR_COINS = 1000;

/** Users with coins for photos and videos: on the web in English and in Arabic, and in Telegram. */
export interface StudioUsers {
  web: CoinHolder;
  arabic: CoinHolder;
  telegram: { telegramId: string; coins: number };
}

const STUDIO_COINS = 3000;

/**
 * Users of the reward tests, with room under the energy cap (rewards stop at the cap): an inviter
 * on the web, and a Telegram account the harness opens for the home-screen gift.
 */
export interface RewardUsers {
  inviter: { token: string; uid: string; energy: number };
  homeScreen: { telegramId: string; energy: number };
}

const REWARD_USERS_ENERGY = 40;

/**
 * Migrates the database in `dataDir` as the server would, then adds the users tests start from:
 * the owner of the long conversation and a user holding coins.
 */
export async function seedTestUsers(dataDir: string): Promise<{
  longConversation: LongConversation;
  coinHolder: CoinHolder;
  creators: Creators;
  studioUsers: StudioUsers;
  accessibilityUsers: AccessibilityUsers;
  rewardUsers: RewardUsers;
  orderUsers: OrderUsers;
  personaUser: CoinHolder;
  cardUser: CoinHolder;
}> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    await seedShippedContent(database.db);
    const holder = await signIn(database.db, emailIdentity(`coins.${Date.now()}@example.com`), {
      nick: 'coins',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    await database.db
      .update(users)
      .set({ goldBalance: HOLDER_COINS })
      .where(eq(users.id, holder.uid));
    const coinHolder = { token: holder.token, uid: holder.uid, coins: HOLDER_COINS };
    // A user of their own: a persona changes every reply of theirs.
    const persona = await signIn(database.db, emailIdentity(`persona.${Date.now()}@example.com`), {
      nick: 'persona_fan',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    await database.db
      .update(users)
      .set({ goldBalance: HOLDER_COINS })
      .where(eq(users.id, persona.uid));
    // A user of their own for importing a character card: My characters lists only theirs.
    const cards = await signIn(database.db, emailIdentity(`cards.${Date.now()}@example.com`), {
      nick: 'card_maker',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    await database.db
      .update(users)
      .set({ goldBalance: HOLDER_COINS })
      .where(eq(users.id, cards.uid));
    return {
      longConversation: await seedLongConversation(database.db),
      coinHolder,
      creators: await seedCreators(database.db),
      studioUsers: await seedStudioUsers(database.db),
      accessibilityUsers: await seedAccessibilityUsers(database.db),
      rewardUsers: await seedRewardUsers(database.db),
      orderUsers: await seedOrderUsers(database.db),
      personaUser: { token: persona.token, uid: persona.uid, coins: HOLDER_COINS },
      cardUser: { token: cards.token, uid: cards.uid, coins: HOLDER_COINS },
    };
  } finally {
    await database.close();
  }
}

/** Adds the creators: a web user signed in by token, and a Telegram account the harness opens. */
async function seedCreators(db: Database): Promise<Creators> {
  const stamp = Date.now();
  const web = await signIn(db, emailIdentity(`creator.${stamp}@example.com`), {
    nick: 'Creator',
    lang: 'en',
    channel: null,
    inviter: null,
  });
  const telegramId = String(stamp % 1_000_000_000);
  const telegram = await signIn(
    db,
    { kind: 'telegram', subject: telegramId, label: 'Harness creator' },
    { nick: 'Harness creator', lang: 'ar', channel: null, inviter: null },
  );
  for (const uid of [web.uid, telegram.uid]) {
    await db.update(users).set({ goldBalance: CREATOR_COINS }).where(eq(users.id, uid));
  }
  return {
    web: { token: web.token, uid: web.uid, coins: CREATOR_COINS },
    telegram: { telegramId, coins: CREATOR_COINS },
  };
}

/** Adds the studio's users, each with coins for several photos and a video. */
async function seedStudioUsers(db: Database): Promise<StudioUsers> {
  const stamp = Date.now();
  const holderIn = async (identity: Parameters<typeof signIn>[1], lang: LocaleCode) => {
    const user = await signIn(db, identity, { nick: 'Studio', lang, channel: null, inviter: null });
    await db.update(users).set({ goldBalance: STUDIO_COINS }).where(eq(users.id, user.uid));
    return { token: user.token, uid: user.uid, coins: STUDIO_COINS };
  };
  const telegramId = String((stamp + 7) % 1_000_000_000);
  await holderIn({ kind: 'telegram', subject: telegramId, label: 'Harness studio' }, 'en');
  return {
    web: await holderIn(emailIdentity(`studio.${stamp}@example.com`), 'en'),
    arabic: await holderIn(emailIdentity(`studio.ar.${stamp}@example.com`), 'ar'),
    telegram: { telegramId, coins: STUDIO_COINS },
  };
}

/** Adds the reward tests' users, each with energy to spare under the cap. */
async function seedRewardUsers(db: Database): Promise<RewardUsers> {
  const stamp = Date.now();
  const defaults = { nick: 'Rewards', lang: 'en' as const, channel: null, inviter: null };
  const inviter = await signIn(db, emailIdentity(`inviter.${stamp}@example.com`), defaults);
  const telegramId = String((stamp + 13) % 1_000_000_000);
  const homeScreen = await signIn(
    db,
    { kind: 'telegram', subject: telegramId, label: 'Harness rewards' },
    defaults,
  );
  for (const uid of [inviter.uid, homeScreen.uid]) {
    await db.update(users).set({ energy: REWARD_USERS_ENERGY }).where(eq(users.id, uid));
  }
  return {
    inviter: { token: inviter.token, uid: inviter.uid, energy: REWARD_USERS_ENERGY },
    homeScreen: { telegramId, energy: REWARD_USERS_ENERGY },
  };
}

/** Adds a user with a 10,000-message conversation with Mei. */
async function seedLongConversation(db: Database): Promise<LongConversation> {
  const { token, uid } = await signIn(db, emailIdentity(`history.${Date.now()}@example.com`), {
    nick: 'history',
    lang: 'en',
    channel: null,
    inviter: null,
  });
  const conversationId = newOpaqueId();
  await db.insert(conversations).values({
    id: conversationId,
    userId: uid,
    characterId: 'mei',
    lastMessagePreview: longConversationText(LONG_CONVERSATION_SIZE),
  });
  // Ids grow in insertion order, and the list pages by id: number 1 is the oldest.
  for (let first = 1; first <= LONG_CONVERSATION_SIZE; first += INSERT_BATCH) {
    await db.insert(messages).values(
      Array.from({ length: INSERT_BATCH }, (_, offset) => ({
        conversationId,
        role: (first + offset) % 2 ? ('user' as const) : ('character' as const),
        content: longConversationText(first + offset),
      })),
    );
  }
  return { token, uid, conversationId };
}
