// Users of the photo offer test, written before the server starts (see seed-test-users): each
// with coins to open an offer and chats no other test reads.

import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/database';
import { users } from '../../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../../src/server/features/accounts/sign-in';

const OFFER_USER_COINS = 500;

export interface OfferUsers {
  /** On the web, in English. */
  web: { token: string; uid: string; coins: number };
  /** Opened by the Telegram harness with this user id, in Arabic. */
  telegram: { telegramId: string; coins: number };
}

export async function seedOfferUsers(dataDir: string): Promise<OfferUsers> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    const stamp = Date.now();
    const web = await signIn(database.db, emailIdentity(`offers.${stamp}@example.com`), {
      nick: 'Offers',
      lang: 'en',
      channel: null,
      inviter: null,
    });
    const telegramId = String((stamp + 29) % 1_000_000_000);
    const telegram = await signIn(
      database.db,
      { kind: 'telegram', subject: telegramId, label: 'Harness offers' },
      { nick: 'Harness offers', lang: 'ar', channel: null, inviter: null },
    );
    for (const uid of [web.uid, telegram.uid]) {
      await database.db
        .update(users)
        .set({ goldBalance: OFFER_USER_COINS, initializedAt: new Date(stamp) })
        .where(eq(users.id, uid));
    }
    return {
      web: { token: web.token, uid: web.uid, coins: OFFER_USER_COINS },
      telegram: { telegramId, coins: OFFER_USER_COINS },
    };
  } finally {
    await database.close();
  }
}
