import type { ConversationStory } from '@contract/api/chat-endpoints';
import { DEFAULT_LOCALE, type LocaleCode } from '@contract/locales';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { characterStories } from '../../db/schema/characters';

/**
 * The story a conversation was started from, in the reader's language (English when the story
 * has no text in it); null for an ordinary conversation or a story since removed.
 */
export async function loadConversationStory(
  db: Executor,
  storyId: string | null,
  language: LocaleCode,
): Promise<ConversationStory | null> {
  if (!storyId) return null;
  const [story] = await db
    .select({ id: characterStories.id, kind: characterStories.kind, texts: characterStories.texts })
    .from(characterStories)
    .where(eq(characterStories.id, storyId))
    .limit(1);
  const texts = story && (story.texts[language] ?? story.texts[DEFAULT_LOCALE]);
  if (!story || !texts) return null;
  return { id: story.id, kind: story.kind, title: texts.title, teaser: texts.teaser };
}
