import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { conversations } from '../../db/schema/conversations';
import { moderationRefusals } from '../../db/schema/moderation-refusals';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import { RECENT_TURNS_CHECKED } from './chat-text-check';
import type { PassageCheck, TextWithheld } from './checked-text-stream';

/**
 * Checks each passage of a model's reply as it streams, with the conversation's last turns (the
 * user's message among them) and the reply shown so far as its context, as a user's message is
 * checked with the turns before it.
 */
export function replyPassageCheck(
  moderation: ModerationProvider,
  /** The conversation's turns before the reply, oldest first. */
  turns: readonly string[],
): PassageCheck {
  const recent = turns.slice(-RECENT_TURNS_CHECKED);
  return (passage, before) =>
    moderation.checkText({
      text: passage,
      recentTurns: async () => (before ? [...recent, before] : recent),
    });
}

/**
 * Logs a withheld reply for moderators, in the caller's transaction (the one that fails and
 * refunds it, so it is logged once): the conversation's user or visitor, her character, and
 * what the model wrote up to the refused passage.
 */
export async function logWithheldReply(
  tx: Executor,
  input: {
    conversationId: string;
    source: 'chat_reply' | 'tour_reply';
    provider: string;
    withheld: TextWithheld;
  },
): Promise<void> {
  const [conversation] = await tx
    .select({ userId: conversations.userId, characterId: conversations.characterId })
    .from(conversations)
    .where(eq(conversations.id, input.conversationId));
  // Gone with an erased account: no one to log it against.
  if (!conversation) return;
  await tx.insert(moderationRefusals).values({
    userId: conversation.userId,
    characterId: conversation.characterId,
    conversationId: input.conversationId,
    source: input.source,
    category: input.withheld.verdict.category,
    matched: input.withheld.verdict.matched,
    provider: input.provider,
    content: input.withheld.written,
  });
}
