import { SESSION_TTL_MS } from '@contract/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { executePrepared } from '../../db/prepared-statement';
import { sessions } from '../../db/schema/users';
import { hashSecret, randomToken } from '../../lib/secrets';

/** Opens a session for a user; the token is shown once, only its hash is kept. */
export async function createSession(db: Executor, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: hashSecret(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * The user of a live session: not expired, not revoked, and not erased. Every signed-in call asks
 * this first, so it runs as a prepared statement.
 */
export async function resolveSessionUid(db: Executor, token: string): Promise<string | null> {
  const { rows } = (await executePrepared(
    db,
    'resolve_session_uid',
    // Written out in plain SQL, so that only its values are gathered on each call.
    sql`select s.user_id from sessions s
      inner join users u on u.id = s.user_id
      where s.token_hash = ${hashSecret(token)} and s.revoked_at is null
        and s.expires_at > ${new Date()} and u.erased_at is null
      limit 1`,
  )) as { rows: { user_id?: unknown }[] };
  const userId = rows[0]?.user_id;
  return typeof userId === 'string' ? userId : null;
}

/** Ends one session; a token of another user is left alone. */
export async function revokeSession(db: Executor, userId: string, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashSecret(token)), eq(sessions.userId, userId)));
}

/** Ends every session of a user, e.g. when the account is deactivated. */
export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
