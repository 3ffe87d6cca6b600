import { REFUSAL_CODE } from '@contract/api-codes';
import { chatMessageCost, type MessageCost } from '@contract/chat-cost';
import { CHARACTER_ACCESS } from '@contract/enums';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { HandlerContext } from '../../api/endpoint-handler';
import type { RequestKey } from '../../api/request-key';
import type { Database, Executor, Transaction } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { conversations, messages } from '../../db/schema/conversations';
import { users } from '../../db/schema/users';
import type { CharacterRow } from '../characters/character-views';
import { settleEnergy } from '../energy/energy';
import { type Entitlements, entitlementsOf } from '../entitlements/entitlements';
import { claimRequestKey, type RequestResult } from '../request-keys/request-keys';
import { recoverAbandonedReply } from './abandoned-replies';
import { type MessageView, messageViewFor } from './message-views';
import { leaseExpired } from './reply-lease';

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * The user's own conversation with its character. Someone else's conversation gets the same
 * answer as one that does not exist, so ids cannot be probed.
 */
export async function loadOwnConversation(db: Executor, userId: string, conversationId: string) {
  const [row] = await db
    .select({ conversation: conversations, character: characters })
    .from(conversations)
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, 'This conversation does not exist');
  return row;
}

/** Thrown inside a change's transaction when its conversation's reply has lost its writer. */
class AbandonedReplyFound extends Error {
  constructor(readonly replyId: number) {
    super(`reply ${replyId} lost its writer`);
  }
}

/** Recoveries one change tries before answering that a reply is still being written. */
const MAX_RECOVERIES = 3;

const stillReplying = () =>
  new ApiFailure(
    REFUSAL_CODE.generationInProgress,
    'She is still replying; wait for her answer first',
  );

/**
 * Runs a change to one conversation in a transaction; `work` locks the conversation with
 * `lockFreeConversation`. When the conversation's reply lost its writer (a crashed or killed
 * server copy), that reply is failed and refunded in a transaction of its own, which stands even
 * if the change is then refused, and the change runs again on the freed conversation.
 */
export async function changeConversation<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let recoveries = 0; ; recoveries++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!(error instanceof AbandonedReplyFound)) throw error;
      if (recoveries >= MAX_RECOVERIES) throw stillReplying();
      await recoverAbandonedReply(db, error.replyId);
    }
  }
}

/**
 * Locks the user's conversation for a change (a send, a new reply, an edit) and refuses while a
 * reply is still being written there. Parallel changes to one conversation queue on the lock. Run
 * it inside `changeConversation`, which recovers a reply whose writer is gone.
 */
export async function lockFreeConversation(
  tx: Transaction,
  userId: string,
  conversationId: string,
) {
  const found = await loadOwnConversation(tx, userId, conversationId);
  await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  const [busy] = await tx
    .select({ id: messages.id, isAbandoned: leaseExpired })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'streaming')))
    .limit(1);
  if (busy?.isAbandoned) throw new AbandonedReplyFound(busy.id);
  if (busy) throw stillReplying();
  return found;
}

/**
 * The start of every paid change to a conversation (a send, a new version, a gift): settles and
 * locks the user, then locks their free conversation, and checks the character is open to them.
 * Always the user first, then the conversation, so parallel changes queue instead of deadlocking.
 */
export async function lockUserAndConversation(
  tx: Transaction,
  input: { userId: string; conversationId: string; now: Date },
) {
  const user = await settleEnergy(tx, input.userId, input.now);
  if (!user) throw new ApiFailure(REFUSAL_CODE.notFound, 'This account no longer exists');
  const { conversation, character } = await lockFreeConversation(
    tx,
    input.userId,
    input.conversationId,
  );
  const perks = entitlementsOf(user, input.now);
  assertMayChatWith(character, perks);
  return { user, perks, conversation, character };
}

/**
 * Claims a user's spending call (see `claimRequestKey`) as the first thing of its transaction,
 * after locking the user row: every path that spends locks the user before writing the key (the
 * one-statement send too), so two tries of one call never wait on each other in opposite orders.
 */
export async function claimUserCall(
  tx: Transaction,
  userId: string,
  requestKey: RequestKey | null,
): Promise<RequestResult | null> {
  if (!requestKey) return null;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return claimRequestKey(tx, userId, requestKey);
}

/** How a user sees messages now: a member sees the photos characters send sharp. */
export async function loadMessageView(
  context: Pick<HandlerContext, 'db' | 'media'>,
  userId: string,
): Promise<MessageView> {
  const [row] = await context.db
    .select({ vipExpireAt: users.vipExpireAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return messageViewFor(context, userId, entitlementsOf({ vipExpireAt: row?.vipExpireAt ?? null }));
}

/** Member-only characters answer VIP members only. */
export function assertMayChatWith(character: CharacterRow, perks: Entitlements) {
  if (character.access === CHARACTER_ACCESS.memberFree && !perks.memberCharacters) {
    throw new ApiFailure(REFUSAL_CODE.vipOnly, 'Chatting with this character needs VIP');
  }
}

/** What the next message costs the user, or the refusal when they have neither energy nor coins. */
export function messageCostOrRefuse(user: { energy: number; goldBalance: number }): MessageCost {
  const cost = chatMessageCost(user);
  if (!cost) {
    throw new ApiFailure(
      REFUSAL_CODE.notEnoughEnergy,
      'Out of energy and coins: get VIP, buy coins or wait for energy to recover',
    );
  }
  return cost;
}
