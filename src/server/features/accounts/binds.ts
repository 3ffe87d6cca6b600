import type { Bind } from '@contract/api/user-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { asc, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Database } from '../../db/database';
import { identities } from '../../db/schema/users';
import { findIdentityOwner, lockIdentities, type ProvenIdentity } from './sign-in';

/** The sign-in methods linked to a user, oldest first. */
export async function listBinds(db: Database, userId: string): Promise<Bind[]> {
  const rows = await db
    .select()
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(asc(identities.createdAt), asc(identities.id));
  return rows.map((row) => ({
    type: row.kind,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Links a proven method to the user; one owned by another account is refused. */
export async function attachIdentity(
  db: Database,
  userId: string,
  identity: ProvenIdentity,
): Promise<Bind[]> {
  await db.transaction(async (tx) => {
    await lockIdentities(tx, [identity]);
    const owner = await findIdentityOwner(tx, identity);
    if (owner && owner !== userId) {
      throw new ApiFailure(
        REFUSAL_CODE.methodTaken,
        'This sign-in method belongs to another account',
      );
    }
    if (!owner)
      await tx
        .insert(identities)
        .values({ ...identity, userId })
        .onConflictDoNothing();
  });
  // A parallel bind may have won the race between the check and the insert.
  if ((await findIdentityOwner(db, identity)) !== userId) {
    throw new ApiFailure(
      REFUSAL_CODE.methodTaken,
      'This sign-in method belongs to another account',
    );
  }
  return listBinds(db, userId);
}
