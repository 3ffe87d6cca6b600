import { REFUSAL_CODE } from '@contract/api-codes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema/users';
import { ApiFailure } from './api-failure';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user's row; the session check already proved it exists and is not erased. */
export async function loadUser(db: Executor, uid: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, uid)).limit(1);
  if (!row || row.erasedAt)
    throw new ApiFailure(REFUSAL_CODE.notFound, 'This account no longer exists');
  return row;
}
