// Users the first-steps test starts from, written before the server starts (see seed-test-users).

import { DAY_MS } from '@contract/time';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/database';
import { users } from '../../../src/server/db/schema/users';
import { emailIdentity, signIn } from '../../../src/server/features/accounts/sign-in';

export interface FirstStepUsers {
  /** Signed up three days ago, interests chosen, Home's welcome already seen. */
  thirdDay: { token: string; uid: string };
  /** Signed up today, interests chosen, nothing seen: the conversation guides' user. */
  newcomer: { token: string; uid: string };
}

export async function seedFirstStepUsers(dataDir: string): Promise<FirstStepUsers> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    const stamp = Date.now();
    const defaults = { nick: 'Newcomer', lang: 'en' as const, channel: null, inviter: null };
    const thirdDay = await signIn(
      database.db,
      emailIdentity(`third.day.${stamp}@example.com`),
      defaults,
    );
    const newcomer = await signIn(
      database.db,
      emailIdentity(`newcomer.${stamp}@example.com`),
      defaults,
    );
    await database.db
      .update(users)
      .set({
        createdAt: new Date(stamp - 3 * DAY_MS),
        initializedAt: new Date(stamp - 3 * DAY_MS),
        seenFirstSteps: ['firstVisibleHome'],
      })
      .where(eq(users.id, thirdDay.uid));
    await database.db
      .update(users)
      .set({ initializedAt: new Date(stamp), ab: 'A' })
      .where(eq(users.id, newcomer.uid));
    return {
      thirdDay: { token: thirdDay.token, uid: thirdDay.uid },
      newcomer: { token: newcomer.token, uid: newcomer.uid },
    };
  } finally {
    await database.close();
  }
}
