// Writes a 10,000-message conversation straight into the e2e server's database before the server
// starts (PGlite allows one process per folder). Test-only: the server itself gains no endpoint.
import { openDatabase } from '../../../src/server/db/database';
import { conversations, messages } from '../../../src/server/db/schema/conversations';
import { emailIdentity, signIn } from '../../../src/server/features/accounts/sign-in';
import { newOpaqueId } from '../../../src/server/lib/secrets';
import { seedShippedContent } from '../../../src/server/seed';

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

/** Migrates the database in `dataDir` as the server would, then adds the user and conversation. */
export async function seedLongConversation(dataDir: string): Promise<LongConversation> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    await seedShippedContent(database.db);
    const { token, uid } = await signIn(
      database.db,
      emailIdentity(`history.${Date.now()}@example.com`),
      { nick: 'history', lang: 'en', channel: null, inviter: null },
    );
    const conversationId = newOpaqueId();
    await database.db.insert(conversations).values({
      id: conversationId,
      userId: uid,
      characterId: 'mei',
      lastMessagePreview: longConversationText(LONG_CONVERSATION_SIZE),
    });
    // Ids grow in insertion order, and the list pages by id: number 1 is the oldest.
    for (let first = 1; first <= LONG_CONVERSATION_SIZE; first += INSERT_BATCH) {
      await database.db.insert(messages).values(
        Array.from({ length: INSERT_BATCH }, (_, offset) => ({
          conversationId,
          role: (first + offset) % 2 ? ('user' as const) : ('character' as const),
          content: longConversationText(first + offset),
        })),
      );
    }
    return { token, uid, conversationId };
  } finally {
    await database.close();
  }
}
