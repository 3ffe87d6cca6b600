import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { identities } from '../../db/schema/users';

/** The Telegram user id linked to an account, or null when it has none. */
export async function telegramUserIdOf(db: Database, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ subject: identities.subject })
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.kind, 'telegram')))
    .limit(1);
  const id = row ? Number(row.subject) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}
