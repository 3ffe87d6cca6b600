import { REFUSAL_CODE } from '@contract/api-codes';
import {
  conversationCharactersEndpoint,
  conversationFromCharacterEndpoint,
  conversationListEndpoint,
  messageListEndpoint,
} from '@contract/api/chat-endpoints';
import { CHARACTER_ACCESS } from '@contract/enums';
import { and, desc, eq, lt } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { characters } from '../../db/schema/characters';
import { conversations, messages } from '../../db/schema/conversations';
import { loadUser } from '../accounts/user-profile';
import { findVisibleCharacter } from '../characters/character-queries';
import {
  answerLanguage,
  characterTexts,
  loadTagLabels,
  toCharacterCard,
} from '../characters/character-views';
import { entitlementsOf } from '../entitlements/entitlements';
import { newOpaqueId } from '../../lib/secrets';
import { loadOwnConversation } from './conversation-access';
import { previewOf, toChatMessage } from './message-views';

/** Conversations the character list looks at; older ones still open from the chat list. */
const RECENT_CONVERSATIONS = 200;

const offsetOf = (cursor: string | undefined) => {
  const offset = Number(cursor ?? 0);
  return Number.isSafeInteger(offset) && offset >= 0 ? offset : 0;
};

export const conversationRoutes = [
  implement(conversationFromCharacterEndpoint, async ({ characterId, fresh, lang }, context) => {
    const userId = signedInUid(context);
    const user = await loadUser(context.db, userId);
    const character = await findVisibleCharacter(context.db, characterId, userId);
    if (
      character.access === CHARACTER_ACCESS.memberFree &&
      !entitlementsOf(user).memberCharacters
    ) {
      throw new ApiFailure(REFUSAL_CODE.vipOnly, 'Chatting with this character needs VIP');
    }
    if (!fresh) {
      const [existing] = await context.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userId, userId), eq(conversations.characterId, characterId)))
        .orderBy(desc(conversations.lastMessageAt))
        .limit(1);
      if (existing) return { conversationId: existing.id };
    }
    const greeting = characterTexts(character, answerLanguage(lang, user.lang)).greeting;
    const conversationId = newOpaqueId();
    await context.db.transaction(async (tx) => {
      await tx.insert(conversations).values({
        id: conversationId,
        userId,
        characterId,
        lastMessagePreview: previewOf(greeting),
      });
      await tx.insert(messages).values({ conversationId, role: 'character', content: greeting });
    });
    return { conversationId };
  }),

  implement(conversationListEndpoint, async ({ cursor, size, lang }, context) => {
    const userId = signedInUid(context);
    const user = await loadUser(context.db, userId);
    const language = answerLanguage(lang, user.lang);
    const offset = offsetOf(cursor);
    const rows = await context.db
      .select({ conversation: conversations, character: characters })
      .from(conversations)
      .innerJoin(characters, eq(characters.id, conversations.characterId))
      .where(eq(conversations.userId, userId))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(size + 1)
      .offset(offset);
    const tags = await loadTagLabels(context.db, language);
    return {
      list: rows.slice(0, size).map(({ conversation, character }) => ({
        conversationId: conversation.id,
        character: toCharacterCard(character, language, tags),
        lastMessage: conversation.lastMessagePreview,
        lastMessageAt: conversation.lastMessageAt.toISOString(),
      })),
      nextCursor: rows.length > size ? String(offset + size) : null,
    };
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
    const { character } = await loadOwnConversation(context.db, userId, conversationId);
    const rows = await context.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          cursor ? lt(messages.id, Number(cursor)) : undefined,
        ),
      )
      .orderBy(desc(messages.id))
      .limit(size + 1);
    const page = rows.slice(0, size).reverse();
    const language = answerLanguage(lang);
    return {
      character: toCharacterCard(character, language, await loadTagLabels(context.db, language)),
      list: page.map(toChatMessage),
      nextCursor: rows.length > size && page[0] ? String(page[0].id) : null,
    };
  }),
];
