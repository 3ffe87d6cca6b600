import { REFUSAL_CODE } from '@contract/api-codes';
import { eq } from 'drizzle-orm';
import { ApiFailure } from '../../../api/api-failure';
import type { Database } from '../../../db/database';
import { conversations } from '../../../db/schema/conversations';
import { visitors } from '../../../db/schema/visitors';
import { hashSecret } from '../../../lib/secrets';

/**
 * Moves a visitor's tour conversations into the account that just signed in on the same device.
 * A tour goes to one account only; the same account claiming again gets its conversations again.
 */
export async function claimTour(
  db: Database,
  input: { visitorToken: string; userId: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [visitor] = await tx
      .select()
      .from(visitors)
      .where(eq(visitors.tokenHash, hashSecret(input.visitorToken)))
      .for('update');
    if (!visitor || (visitor.claimedBy && visitor.claimedBy !== input.userId)) {
      throw new ApiFailure(REFUSAL_CODE.visitorUnknown, 'This tour has ended; open it again');
    }
    if (visitor.claimedBy) {
      const claimed = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.claimedFrom, visitor.id));
      return claimed.map((row) => row.id);
    }
    const moved = await tx
      .update(conversations)
      .set({ userId: input.userId, claimedFrom: visitor.id })
      .where(eq(conversations.userId, visitor.id))
      .returning({ id: conversations.id });
    await tx
      .update(visitors)
      .set({ claimedBy: input.userId, claimedAt: new Date() })
      .where(eq(visitors.id, visitor.id));
    return moved.map((row) => row.id);
  });
}
