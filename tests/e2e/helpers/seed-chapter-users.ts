// Telegram users whose chat with Sofia is one message short of closing its first chapter,
// written before the server starts (see seed-test-users).

import { CHAPTER_MESSAGES } from '@contract/api/chapter-endpoints';
import { openDatabase } from '../../../src/server/db/database';
import { conversations, messages } from '../../../src/server/db/schema/conversations';
import { signIn } from '../../../src/server/features/accounts/sign-in';
import { newOpaqueId } from '../../../src/server/lib/secrets';

export interface ChapterUser {
  /** The Telegram account the harness opens. */
  telegramId: string;
  /** Their conversation with Sofia: CHAPTER_MESSAGES messages, no chapter yet. */
  conversationId: string;
}

export interface ChapterUsers {
  english: ChapterUser;
  arabic: ChapterUser;
}

export async function seedChapterUsers(dataDir: string): Promise<ChapterUsers> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    const stamp = Date.now();
    const seed = async (offset: number, lang: 'en' | 'ar'): Promise<ChapterUser> => {
      const telegramId = String((stamp + offset) % 1_000_000_000);
      const { uid } = await signIn(
        database.db,
        { kind: 'telegram', subject: telegramId, label: `Harness chapters ${lang}` },
        { nick: lang === 'ar' ? 'سامي' : 'Sam', lang, channel: null, inviter: null },
      );
      const conversationId = newOpaqueId();
      await database.db.insert(conversations).values({
        id: conversationId,
        userId: uid,
        characterId: 'sofia',
        lastMessagePreview: 'See you tomorrow at the lighthouse.',
      });
      await database.db.insert(messages).values(
        Array.from({ length: CHAPTER_MESSAGES }, (_, index) => ({
          conversationId,
          role: index % 2 === 0 ? ('user' as const) : ('character' as const),
          content:
            index % 2 === 0
              ? `We walked along the harbour, evening ${index + 1}.`
              : 'See you tomorrow at the lighthouse.',
        })),
      );
      return { telegramId, conversationId };
    };
    return { english: await seed(17, 'en'), arabic: await seed(19, 'ar') };
  } finally {
    await database.close();
  }
}
