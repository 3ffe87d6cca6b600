import {
  meetConfigEndpoint,
  meetConfigUpdateEndpoint,
  meetCountsEndpoint,
  meetDeckEndpoint,
  meetSwipeEndpoint,
} from '@contract/api/meet-endpoints';
import { and, count, eq } from 'drizzle-orm';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { meetSwipes } from '../../db/schema/meet';
import {
  answerLanguage,
  loadCreatorNicks,
  loadTagLabels,
  toCharacterCard,
} from '../characters/character-views';
import { buildMeetDeck } from './meet-deck';
import { loadMeetConfig, updateMeetConfig } from './meet-preferences';
import { swipeCharacter } from './meet-swipe';

/** Meet: a deck of characters to swipe, and the matches that open chats (issue 18). */
export const meetRoutes = [
  implement(meetConfigUpdateEndpoint, async (changes, context) =>
    updateMeetConfig(context.db, signedInUid(context), changes),
  ),

  implement(meetConfigEndpoint, async (_input, context) =>
    loadMeetConfig(context.db, signedInUid(context)),
  ),

  implement(meetDeckEndpoint, async ({ size, lang }, context) => {
    const user = await loadUser(context.db, signedInUid(context));
    const language = answerLanguage(lang, user.lang);
    const deck = await buildMeetDeck(context.db, user, await loadMeetConfig(context.db, user.id));
    const page = deck.slice(0, size);
    const labels = await loadTagLabels(context.db, language);
    const creators = await loadCreatorNicks(context.db, page);
    return {
      list: page.map((row) => toCharacterCard(row, language, labels, creators)),
      remaining: deck.length,
    };
  }),

  implement(meetSwipeEndpoint, async ({ characterId, action, lang }, context) => {
    const user = await loadUser(context.db, signedInUid(context));
    const language = answerLanguage(lang, user.lang);
    const outcome = await swipeCharacter(context.db, { user, characterId, action, language });
    const labels = await loadTagLabels(context.db, language);
    return {
      action: outcome.action,
      isMatch: outcome.isMatch,
      conversationId: outcome.conversationId,
      sharedTags: outcome.sharedTagIds.map((id) => ({ id, label: labels.get(id) ?? id })),
    };
  }),

  implement(meetCountsEndpoint, async (_input, context) => {
    const userId = signedInUid(context);
    const rows = await context.db
      .select({ isMatch: meetSwipes.isMatch, total: count() })
      .from(meetSwipes)
      .where(and(eq(meetSwipes.userId, userId), eq(meetSwipes.action, 'like')))
      .groupBy(meetSwipes.isMatch);
    const matches = rows.find((row) => row.isMatch)?.total ?? 0;
    const likes = rows.reduce((sum, row) => sum + Number(row.total), 0);
    return { likes, matches: Number(matches) };
  }),
];
