import {
  confirmAdultEndpoint,
  enableNsfwEndpoint,
  initUserEndpoint,
  myProfileEndpoint,
  publicProfileEndpoint,
  updateProfileEndpoint,
  updateTagsEndpoint,
} from '@contract/api/user-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/users';
import { settleEnergy } from '../energy/energy';
import { assertVerifiedWhereRequired, verificationStatus } from '../reports/verification';
import { chatLockOf } from '../safety/chat-strikes';
import { isProvider, socialLinksOf } from '../service-orders/creator-profile';
import { toUserProfile } from './user-profile';

type UserChanges = PgUpdateSetSource<typeof users>;

/** Applies the changes and answers the updated profile, in one round trip when there are any. */
async function updateUser(db: Database, uid: string, changes: UserChanges) {
  if (Object.keys(changes).length === 0) return toUserProfile(await loadUser(db, uid));
  const [row] = await db.update(users).set(changes).where(eq(users.id, uid)).returning();
  return toUserProfile(row ?? (await loadUser(db, uid)));
}

const uniqueTags = (tags: readonly string[]) => [...new Set(tags)];

export const userRoutes = [
  implement(myProfileEndpoint, async (_input, context) => {
    const uid = signedInUid(context);
    // Energy recovered since the last look is added first, so the shown balance is current.
    await context.db.transaction((tx) => settleEnergy(tx, uid));
    const [row, chatLock] = await Promise.all([
      loadUser(context.db, uid),
      chatLockOf(context.db, uid, new Date()),
    ]);
    const user = toUserProfile(row);
    return {
      user,
      channel: user.channel,
      goldBalance: user.goldBalance,
      rewardEnergyAddHomeScreen: user.rewardEnergyAddHomeScreen,
      verification: await verificationStatus(
        context.db,
        context.env.AGE_VERIFICATION_COUNTRIES,
        row,
      ),
      chatLock: chatLock && { lockedUntil: chatLock.lockedUntil?.toISOString() ?? null },
    };
  }),

  implement(updateProfileEndpoint, async ({ nick, lang }, context) => {
    const changes: UserChanges = {};
    if (nick !== undefined) changes.nick = nick;
    if (lang !== undefined) changes.lang = lang;
    return updateUser(context.db, signedInUid(context), changes);
  }),

  implement(updateTagsEndpoint, async ({ tags }, context) =>
    updateUser(context.db, signedInUid(context), { preferenceTags: uniqueTags(tags) }),
  ),

  // First-run setup after sign-in: the language and interests chosen while onboarding.
  implement(initUserEndpoint, async ({ lang, tags }, context) => {
    const changes: UserChanges = { initializedAt: sql`coalesce(${users.initializedAt}, now())` };
    if (lang !== undefined) changes.lang = lang;
    if (tags !== undefined) changes.preferenceTags = uniqueTags(tags);
    return updateUser(context.db, signedInUid(context), changes);
  }),

  implement(publicProfileEndpoint, async ({ uid }, { db }) => {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, uid), isNull(users.deactivatedAt), isNull(users.erasedAt)))
      .limit(1);
    if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, 'No such user');
    const { id, nick, vip } = toUserProfile(row);
    // Links are shown while the user is a creator; they stay stored for when they publish again.
    const socialLinks = (await isProvider(db, id)) ? await socialLinksOf(db, id) : [];
    return { id, nick, vip, socialLinks };
  }),

  implement(confirmAdultEndpoint, async (_input, context) => {
    // The first confirmation is the one on record.
    return updateUser(context.db, signedInUid(context), {
      adultConfirmedAt: sql`coalesce(${users.adultConfirmedAt}, now())`,
    });
  }),

  implement(enableNsfwEndpoint, async ({ enableNSFW }, context) => {
    const uid = signedInUid(context);
    const user = await loadUser(context.db, uid);
    if (enableNSFW && !user.adultConfirmedAt) {
      throw new ApiFailure(
        REFUSAL_CODE.adultConfirmationNeeded,
        'Please confirm you are 18 or older first',
      );
    }
    if (enableNSFW) {
      await assertVerifiedWhereRequired(context.db, context.env.AGE_VERIFICATION_COUNTRIES, uid);
    }
    return updateUser(context.db, uid, { enableNsfw: enableNSFW });
  }),
];
