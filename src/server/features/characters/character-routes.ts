import {
  characterDetailEndpoint,
  characterLikeEndpoint,
  characterList2Endpoint,
  characterListEndpoint,
  characterPhotosEndpoint,
  characterStaticsEndpoint,
  characterStoriesEndpoint,
  characterTagsEndpoint,
} from '@contract/api/character-endpoints';
import { LIKE_STATE } from '@contract/enums';
import { DEFAULT_LOCALE } from '@contract/locales';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { positionOf } from '../../api/position-cursor';
import {
  characterLikes,
  characterPhotos,
  characterStories,
  characters,
} from '../../db/schema/characters';
import { conversations } from '../../db/schema/conversations';
import { entitlementsOf } from '../entitlements/entitlements';
import { findVisibleCharacter, messagesInPopularWindow, rankCatalogue } from './character-queries';
import {
  answerLanguage,
  characterTexts,
  loadCreatorNicks,
  loadTagLabels,
  mediaUrl,
  toCharacterCard,
} from './character-views';

/** The caller's user row when signed in, for language, VIP and preferences. */
async function callerOf(context: HandlerContext) {
  return context.uid ? loadUser(context.db, context.uid) : null;
}

async function photosFor(context: HandlerContext, characterId: string, vip: boolean) {
  const rows = await context.db
    .select()
    .from(characterPhotos)
    .where(eq(characterPhotos.characterId, characterId))
    .orderBy(asc(characterPhotos.sort));
  const signer = vip && context.uid ? await context.media.signer() : null;
  const viewerId = context.uid;
  return rows.map((row) => {
    if (!row.vipOnly) return { id: row.id, url: mediaUrl(row.mediaId), locked: false };
    // A locked photo's address is its blurred copy; the sharp one goes only to a member, signed
    // for them (the image server checks the signature and the membership).
    const url =
      signer && viewerId ? signer.signedUrl(row.mediaId, viewerId) : mediaUrl(row.blurredMediaId);
    return { id: row.id, url, locked: !signer };
  });
}

export const characterRoutes = [
  implement(characterTagsEndpoint, async ({ lang }, context) => {
    const labels = await loadTagLabels(context.db, answerLanguage(lang));
    return { list: [...labels].map(([id, label]) => ({ id, label })) };
  }),

  implement(characterListEndpoint, async ({ sort, style, tags, cursor, size, lang }, context) => {
    const caller = await callerOf(context);
    const language = answerLanguage(lang, caller?.lang);
    const ranked = await rankCatalogue(context.db, {
      sort,
      style,
      tags,
      userId: caller?.id ?? null,
      preferenceTags: caller?.preferenceTags ?? [],
    });
    const offset = positionOf(cursor);
    const labels = await loadTagLabels(context.db, language);
    const page = ranked.slice(offset, offset + size);
    const creators = await loadCreatorNicks(context.db, page);
    return {
      list: page.map((row) => toCharacterCard(row, language, labels, creators)),
      nextCursor: offset + size < ranked.length ? String(offset + size) : null,
    };
  }),

  implement(characterList2Endpoint, async ({ characterId, size, lang }, context) => {
    const caller = await callerOf(context);
    const language = answerLanguage(lang, caller?.lang);
    const base = await findVisibleCharacter(context.db, characterId, caller?.id ?? null);
    const ranked = await rankCatalogue(context.db, {
      sort: 1,
      userId: caller?.id ?? null,
      preferenceTags: base.tags,
    });
    const similar = ranked
      .filter((row) => row.id !== base.id)
      .sort((a, b) => Number(b.style === base.style) - Number(a.style === base.style));
    const labels = await loadTagLabels(context.db, language);
    const page = similar.slice(0, size);
    const creators = await loadCreatorNicks(context.db, page);
    return { list: page.map((row) => toCharacterCard(row, language, labels, creators)) };
  }),

  implement(characterDetailEndpoint, async ({ characterId, lang }, context) => {
    const caller = await callerOf(context);
    const language = answerLanguage(lang, caller?.lang);
    const row = await findVisibleCharacter(context.db, characterId, caller?.id ?? null);
    const vip = caller ? entitlementsOf(caller).unblurredPhotos : false;
    let like: number = LIKE_STATE.none;
    let conversationId: string | null = null;
    if (caller) {
      const [liked] = await context.db
        .select({ state: characterLikes.state })
        .from(characterLikes)
        .where(and(eq(characterLikes.userId, caller.id), eq(characterLikes.characterId, row.id)));
      like = liked?.state ?? LIKE_STATE.none;
      const [latest] = await context.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userId, caller.id), eq(conversations.characterId, row.id)))
        .orderBy(desc(conversations.lastMessageAt))
        .limit(1);
      conversationId = latest?.id ?? null;
    }
    const texts = characterTexts(row, language);
    return {
      ...toCharacterCard(
        row,
        language,
        await loadTagLabels(context.db, language),
        await loadCreatorNicks(context.db, [row]),
      ),
      greeting: texts.greeting,
      relationship: texts.relationship,
      occupation: texts.occupation,
      personality: texts.personality,
      photos: await photosFor(context, row.id, vip),
      like,
      chatCount: row.chatCount,
      conversationId,
      basedOn: row.card ? { creator: row.card.creator, sources: row.card.sources } : null,
    };
  }),

  implement(characterStoriesEndpoint, async ({ characterId, lang }, context) => {
    const caller = await callerOf(context);
    const language = answerLanguage(lang, caller?.lang);
    await findVisibleCharacter(context.db, characterId, caller?.id ?? null);
    const seesHidden = caller ? entitlementsOf(caller).hiddenStories : false;
    const rows = await context.db
      .select()
      .from(characterStories)
      .where(eq(characterStories.characterId, characterId))
      .orderBy(asc(characterStories.sort));
    return {
      list: rows.map((row) => {
        const texts = row.texts[language] ?? row.texts[DEFAULT_LOCALE];
        const locked = row.vipOnly && !seesHidden;
        return {
          id: row.id,
          kind: row.kind,
          vipOnly: row.vipOnly,
          locked,
          title: texts?.title ?? '',
          teaser: texts?.teaser ?? '',
          opening: locked ? null : (texts?.opening ?? ''),
        };
      }),
    };
  }),

  implement(characterPhotosEndpoint, async ({ characterId }, context) => {
    const caller = await callerOf(context);
    await findVisibleCharacter(context.db, characterId, caller?.id ?? null);
    const vip = caller ? entitlementsOf(caller).unblurredPhotos : false;
    return { list: await photosFor(context, characterId, vip) };
  }),

  implement(characterLikeEndpoint, async ({ characterId, state }, context) => {
    const userId = signedInUid(context);
    await findVisibleCharacter(context.db, characterId, userId);
    return context.db.transaction(async (tx) => {
      // The character row is locked, not the like: a first like has no row yet, and FOR UPDATE
      // on a missing row locks nothing, so parallel first likes would each count. Every like
      // writes the character's count anyway, so this lock costs no extra waiting.
      await tx
        .select({ id: characters.id })
        .from(characters)
        .where(eq(characters.id, characterId))
        .for('update');
      const [before] = await tx
        .select({ state: characterLikes.state })
        .from(characterLikes)
        .where(and(eq(characterLikes.userId, userId), eq(characterLikes.characterId, characterId)));
      const wasLiked = before?.state === LIKE_STATE.like;
      const isLiked = state === LIKE_STATE.like;
      if (state === LIKE_STATE.none) {
        await tx
          .delete(characterLikes)
          .where(
            and(eq(characterLikes.userId, userId), eq(characterLikes.characterId, characterId)),
          );
      } else {
        await tx
          .insert(characterLikes)
          .values({ userId, characterId, state })
          .onConflictDoUpdate({
            target: [characterLikes.userId, characterLikes.characterId],
            set: { state, updatedAt: new Date() },
          });
      }
      const change = Number(isLiked) - Number(wasLiked);
      const [updated] = await tx
        .update(characters)
        .set({ likeCount: sql`greatest(0, ${characters.likeCount} + ${change})` })
        .where(eq(characters.id, characterId))
        .returning({ likeCount: characters.likeCount });
      return { like: state, likeCount: updated?.likeCount ?? 0 };
    });
  }),

  implement(characterStaticsEndpoint, async ({ characterId }, context) => {
    const row = await findVisibleCharacter(context.db, characterId, null);
    return {
      likeCount: row.likeCount,
      chatCount: row.chatCount,
      recentMessages: await messagesInPopularWindow(context.db, characterId),
    };
  }),
];
