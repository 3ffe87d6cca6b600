import { REFUSAL_CODE } from '@contract/api-codes';
import type { LocaleCode } from '@contract/locales';
import type { MeetSwipe } from '@contract/meet';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { UserRow } from '../../api/load-user';
import { LOCK_KIND, lockKeyUntilCommit } from '../../db/advisory-lock';
import type { Database } from '../../db/database';
import { meetSwipes } from '../../db/schema/meet';
import { findVisibleCharacter } from '../characters/character-queries';
import { type CharacterRow, characterTexts } from '../characters/character-views';
import { assertMayChatWith } from '../chat/conversation-access';
import { findLatestConversation, insertConversation } from '../chat/conversation-queries';
import { entitlementsOf } from '../entitlements/entitlements';

export interface SwipeOutcome {
  action: MeetSwipe;
  isMatch: boolean;
  conversationId: string | null;
  /** Her tags among the user's interests: why she liked them back. */
  sharedTagIds: string[];
}

/**
 * Her tags that are among the user's interests (`/v1/user/update-tags`). She returns a like when
 * there is one: a rule the user can read on her card and change with their interests, not chance.
 */
function sharedInterests(character: CharacterRow, interests: readonly string[]): string[] {
  return character.tags.filter((tag) => interests.includes(tag));
}

/**
 * Records a swipe once. The first swipe of a character stands; a repeat, in parallel or later,
 * answers it again. A match opens her conversation with her greeting, or keeps the one the user
 * already has with her.
 */
export async function swipeCharacter(
  db: Database,
  input: { user: UserRow; characterId: string; action: MeetSwipe; language: LocaleCode },
): Promise<SwipeOutcome> {
  const { user, action } = input;
  // Only the public catalogue is swiped: her own characters are not in anyone's deck.
  const character = await findVisibleCharacter(db, input.characterId, null);
  const sharedTagIds = sharedInterests(character, user.preferenceTags);
  return db.transaction(async (tx) => {
    // The key openLatestConversation takes: parallel swipes, and a chat opened from her page at
    // the same moment, queue here, so one conversation is made.
    await lockKeyUntilCommit(tx, LOCK_KIND.conversationStart, `${user.id}:${character.id}`);
    const [recorded] = await tx
      .select({
        action: meetSwipes.action,
        isMatch: meetSwipes.isMatch,
        conversationId: meetSwipes.conversationId,
      })
      .from(meetSwipes)
      .where(and(eq(meetSwipes.userId, user.id), eq(meetSwipes.characterId, character.id)));
    if (recorded) {
      return { ...recorded, sharedTagIds: recorded.isMatch ? sharedTagIds : [] };
    }
    if (action === 'like') assertMayChatWith(character, entitlementsOf(user));
    const isMatch = action === 'like' && sharedTagIds.length > 0;
    let conversationId: string | null = null;
    if (isMatch) {
      conversationId =
        (await findLatestConversation(tx, user.id, character.id)) ??
        (await insertConversation(
          tx,
          user.id,
          character.id,
          characterTexts(character, input.language).greeting,
        ));
    }
    const [inserted] = await tx
      .insert(meetSwipes)
      .values({ userId: user.id, characterId: character.id, action, isMatch, conversationId })
      .onConflictDoNothing()
      .returning({ action: meetSwipes.action });
    // The lock makes this unreachable; the primary key still holds if a copy ever skips it.
    if (!inserted) {
      throw new ApiFailure(REFUSAL_CODE.generationInProgress, 'This swipe is being recorded');
    }
    return { action, isMatch, conversationId, sharedTagIds: isMatch ? sharedTagIds : [] };
  });
}
