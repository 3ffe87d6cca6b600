import {
  conversationCharactersEndpoint,
  conversationFromCharacterEndpoint,
  conversationListEndpoint,
  messageListEndpoint,
  storyStatusEndpoint,
} from '@contract/api/chat-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { DEFAULT_LOCALE, type LocaleCode } from '@contract/locales';
import { and, desc, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { positionOf } from '../../api/position-cursor';
import { LOCK_KIND, lockKeyUntilCommit } from '../../db/advisory-lock';
import type { Database } from '../../db/database';
import { characterStories, characters, storyProgress } from '../../db/schema/characters';
import { conversations } from '../../db/schema/conversations';
import { withUserName } from '../character-cards/card-macros';
import { findVisibleCharacter } from '../characters/character-queries';
import type { CharacterRow } from '../characters/character-views';
import {
  answerLanguage,
  characterTexts,
  loadTagLabels,
  toCharacterCard,
} from '../characters/character-views';
import type { Entitlements } from '../entitlements/entitlements';
import { entitlementsOf } from '../entitlements/entitlements';
import { assertMayChatWith, loadMessageView, loadOwnConversation } from './conversation-access';
import {
  createConversation,
  insertConversation,
  listConversationSummaries,
  loadMessagePage,
  openLatestConversation,
} from './conversation-queries';
import { loadConversationStory } from './conversation-story';

/** Conversations the character list looks at; older ones still open from the chat list. */
const RECENT_CONVERSATIONS = 200;

/**
 * Plays a story: a conversation that opens with the story's first line. VIP-only stories need VIP;
 * a VIP member who played it before continues that conversation (perk "load story progress").
 */
async function startStory(
  db: Database,
  input: {
    userId: string;
    character: CharacterRow;
    storyId: string;
    perks: Entitlements;
    language: LocaleCode;
    fresh: boolean;
  },
) {
  const [story] = await db
    .select()
    .from(characterStories)
    .where(
      and(
        eq(characterStories.id, input.storyId),
        eq(characterStories.characterId, input.character.id),
      ),
    );
  if (!story) throw new ApiFailure(REFUSAL_CODE.notFound, 'This story does not exist');
  if (story.vipOnly && !input.perks.hiddenStories) {
    throw new ApiFailure(REFUSAL_CODE.vipOnly, 'This story is for VIP members');
  }
  const texts = story.texts[input.language] ?? story.texts[DEFAULT_LOCALE];
  // Parallel plays of one story queue here, so a member resuming gets one conversation, not one
  // per request.
  return db.transaction(async (tx) => {
    await lockKeyUntilCommit(tx, LOCK_KIND.conversationStart, `story:${input.userId}:${story.id}`);
    if (input.perks.storyProgress && !input.fresh) {
      const [progress] = await tx
        .select({ conversationId: storyProgress.conversationId })
        .from(storyProgress)
        .innerJoin(conversations, eq(conversations.id, storyProgress.conversationId))
        .where(and(eq(storyProgress.userId, input.userId), eq(storyProgress.storyId, story.id)));
      if (progress) return { conversationId: progress.conversationId };
    }
    const conversationId = await insertConversation(
      tx,
      input.userId,
      input.character.id,
      texts?.opening ?? '',
      story.id,
    );
    await tx
      .insert(storyProgress)
      .values({ userId: input.userId, storyId: story.id, conversationId })
      .onConflictDoUpdate({
        target: [storyProgress.userId, storyProgress.storyId],
        set: { conversationId, startedAt: new Date() },
      });
    return { conversationId };
  });
}

export const conversationRoutes = [
  implement(conversationFromCharacterEndpoint, async (input, context) => {
    const { characterId, fresh, lang, storyId } = input;
    const userId = signedInUid(context);
    const user = await loadUser(context.db, userId);
    const perks = entitlementsOf(user);
    const character = await findVisibleCharacter(context.db, characterId, userId);
    assertMayChatWith(character, perks);
    const language = answerLanguage(lang, user.lang);
    if (storyId) {
      return startStory(context.db, { userId, character, storyId, perks, language, fresh });
    }
    // An imported card's greeting may name the user as `{{user}}`.
    const greeting = withUserName(characterTexts(character, language).greeting, user.nick);
    if (fresh) {
      return {
        conversationId: await createConversation(context.db, userId, characterId, greeting),
      };
    }
    return {
      conversationId: await openLatestConversation(context.db, {
        ownerId: userId,
        characterId,
        firstLine: greeting,
      }),
    };
  }),

  implement(storyStatusEndpoint, async ({ characterId }, context) => {
    const userId = signedInUid(context);
    const perks = entitlementsOf(await loadUser(context.db, userId));
    const rows = await context.db
      .select({ progress: storyProgress, characterId: characterStories.characterId })
      .from(storyProgress)
      .innerJoin(characterStories, eq(characterStories.id, storyProgress.storyId))
      .where(
        and(
          eq(storyProgress.userId, userId),
          characterId ? eq(characterStories.characterId, characterId) : undefined,
        ),
      )
      .orderBy(desc(storyProgress.startedAt));
    return {
      list: rows.map(({ progress, characterId: ofCharacter }) => ({
        storyId: progress.storyId,
        characterId: ofCharacter,
        conversationId: progress.conversationId,
        startedAt: progress.startedAt.toISOString(),
        canResume: perks.storyProgress,
      })),
    };
  }),

  implement(conversationListEndpoint, async ({ cursor, size, lang }, context) => {
    const userId = signedInUid(context);
    const user = await loadUser(context.db, userId);
    const language = answerLanguage(lang, user.lang);
    const offset = positionOf(cursor);
    const { list, hasMore } = await listConversationSummaries(context.db, userId, language, {
      offset,
      size,
    });
    return { list, nextCursor: hasMore ? String(offset + size) : null };
  }),

  implement(conversationCharactersEndpoint, async ({ lang }, context) => {
    const userId = signedInUid(context);
    const user = await loadUser(context.db, userId);
    const language = answerLanguage(lang, user.lang);
    const rows = await context.db
      .select({ conversationId: conversations.id, character: characters })
      .from(conversations)
      .innerJoin(characters, eq(characters.id, conversations.characterId))
      .where(eq(conversations.userId, userId))
      .orderBy(desc(conversations.lastMessageAt))
      .limit(RECENT_CONVERSATIONS);
    const tags = await loadTagLabels(context.db, language);
    const seen = new Set<string>();
    const list = [];
    for (const row of rows) {
      if (seen.has(row.character.id)) continue;
      seen.add(row.character.id);
      list.push({
        conversationId: row.conversationId,
        character: toCharacterCard(row.character, language, tags),
      });
    }
    return { list };
  }),

  implement(messageListEndpoint, async ({ conversationId, cursor, size, lang }, context) => {
    const userId = signedInUid(context);
    const { conversation, character } = await loadOwnConversation(
      context.db,
      userId,
      conversationId,
    );
    const language = answerLanguage(lang);
    return {
      character: toCharacterCard(character, language, await loadTagLabels(context.db, language)),
      story: await loadConversationStory(context.db, conversation.storyId, language),
      ...(await loadMessagePage(
        context.db,
        conversationId,
        { cursor, size },
        await loadMessageView(context, userId),
      )),
    };
  }),
];
