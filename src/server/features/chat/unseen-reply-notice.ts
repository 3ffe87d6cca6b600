import { DEFAULT_LOCALE } from '@contract/locales';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { conversations } from '../../db/schema/conversations';
import { users } from '../../db/schema/users';
import type { ReadyNotices } from '../telegram-bot/ready-notices';

/**
 * Tells the user through the bot that her reply is written, when nobody was reading it: no
 * request on this copy followed it, and no other copy asked the relay for it.
 */
export async function noticeUnseenReply(
  db: Database,
  notices: ReadyNotices,
  conversationId: string,
): Promise<void> {
  const [row] = await db
    .select({ userId: conversations.userId, lang: users.lang, texts: characters.texts })
    .from(conversations)
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .innerJoin(users, eq(users.id, conversations.userId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) return;
  const texts = row.texts[row.lang] ?? row.texts[DEFAULT_LOCALE];
  await notices.send({ kind: 'reply', userId: row.userId, characterName: texts?.name ?? '' });
}
