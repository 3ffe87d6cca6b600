import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { serverKeys } from '../db/schema/server-keys';
import { randomToken } from './secrets';

/**
 * The deployment's secret named `name`: made at random by whichever copy asks first, then read by
 * all (a copy that loses the race to create it reads the winner's).
 */
export async function loadServerKey(db: Executor, name: string): Promise<string> {
  await db.insert(serverKeys).values({ name, secret: randomToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: serverKeys.secret })
    .from(serverKeys)
    .where(eq(serverKeys.name, name))
    .limit(1);
  if (!row) throw new Error(`server key ${name} could not be stored`);
  return row.secret;
}
