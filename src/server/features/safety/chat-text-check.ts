import { REFUSAL_CODE } from '@contract/api-codes';
import { and, desc, eq, lt } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { HandlerContext } from '../../api/endpoint-handler';
import type { Database } from '../../db/database';
import { conversations, messages } from '../../db/schema/conversations';
import { moderationRefusals } from '../../db/schema/moderation-refusals';
import { assertChatNotLocked, chatLockedFailure, countChatStrike } from './chat-strikes';

/** Messages before the checked one that count as its context: the last two exchanges. */
export const RECENT_TURNS_CHECKED = 4;

/** A user's chat text, to check before it is charged for, stored or sent to the model. */
export interface ChatTextToCheck {
  /** The user, or the visitor of a tour; looked up only when needed (a send's session is not yet). */
  userId: string | (() => Promise<string>);
  conversationId: string;
  content: string;
  source: 'chat_send' | 'chat_edit' | 'chat_regenerate' | 'tour_send';
  /** For an edit: the message edited, so only the turns before it count. */
  beforeMessageId?: number;
}

function userOf(input: ChatTextToCheck): Promise<string> {
  return typeof input.userId === 'string' ? Promise.resolve(input.userId) : input.userId();
}

/** The finished turns before the checked text in the user's own conversation, oldest first. */
async function loadRecentTurns(db: Database, input: ChatTextToCheck): Promise<string[]> {
  const userId = await userOf(input);
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.conversationId, input.conversationId),
        eq(conversations.userId, userId),
        eq(messages.status, 'done'),
        input.beforeMessageId === undefined ? undefined : lt(messages.id, input.beforeMessageId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(RECENT_TURNS_CHECKED);
  return rows.map((row) => row.content).reverse();
}

/**
 * Refuses a chat text the moderation provider refuses (2081), before energy or coins move, and
 * logs it for moderators. Nothing of it is stored in the conversation or sent to the model. A
 * user's refusal is a strike (chat-strikes.ts), and the strike that locks the chat answers 2082
 * instead. A locked chat is refused (2082) here, before the check, when the user is known or
 * must be looked up anyway; a send to the embedded checker leaves that to the statement that
 * takes the message (fast-accept.ts), so the common send keeps its one round trip.
 */
export async function refuseUnsafeChatText(
  context: Pick<HandlerContext, 'db' | 'services' | 'log' | 'env'>,
  input: ChatTextToCheck,
): Promise<void> {
  // Visitors have no account to lock: their tour's few free messages are their limit.
  const isVisitor = input.source === 'tour_send';
  const { moderation } = context.services;
  // A classifier elsewhere costs per call: only a signed-in user's text is sent to it.
  if (!moderation.runsLocally || typeof input.userId === 'string') {
    const userId = await userOf(input);
    if (!isVisitor) await assertChatNotLocked(context.db, userId);
  }
  const verdict = await moderation.checkText({
    text: input.content,
    recentTurns: () => loadRecentTurns(context.db, input),
  });
  if (verdict.verdict === 'allowed') return;
  const userId = await userOf(input);
  const now = new Date();
  const lock = await context.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ characterId: conversations.characterId })
      .from(conversations)
      .where(and(eq(conversations.id, input.conversationId), eq(conversations.userId, userId)));
    await tx.insert(moderationRefusals).values({
      userId,
      characterId: conversation?.characterId ?? null,
      conversationId: input.conversationId,
      source: input.source,
      category: verdict.category,
      matched: verdict.matched,
      provider: verdict.refusedBy ?? moderation.name,
      content: input.content,
      createdAt: now,
    });
    return isVisitor ? null : countChatStrike(tx, context.env, userId, now);
  });
  context.log.info(
    { uid: userId, category: verdict.category, source: input.source, locked: lock !== null },
    'chat text refused by moderation',
  );
  if (lock) throw chatLockedFailure(lock.lockedUntil);
  throw new ApiFailure(
    REFUSAL_CODE.unsafeMessage,
    'This message was not sent: sexual content involving minors is not allowed',
  );
}
