import { LEDGER_REASON } from '@contract/ledger-reasons';
import type { RequestKey } from '../../api/request-key';
import type { Database } from '../../db/database';
import { entitlementsOf } from '../entitlements/entitlements';
import { debit } from '../ledger/ledger';
import { recordRequestResult } from '../request-keys/request-keys';
import { assertChatNotLocked } from '../safety/chat-strikes';
import { orderChatPhoto } from './chat-photo-kind';
import {
  changeConversation,
  claimUserCall,
  lockUserAndConversation,
  messageCostOrRefuse,
} from './conversation-access';
import { acceptMessageFast } from './fast-accept';
import { asksForPhoto, pickPhotoToSend } from './sent-photos';
import { storeExchange } from './store-exchange';

/**
 * Takes a message in one transaction: checks the conversation is free, charges 1 energy (or 5
 * coins when energy is empty), stores the message and an empty reply that the generation fills.
 * Either all of it happens or none of it. Locks the user row first, then the conversation, in
 * every path, so parallel sends queue up instead of deadlocking or overdrawing. A repeat of a send
 * (its request key) answers `{ repeated }`, the ids the first one made, and changes nothing.
 */
async function acceptMessage(db: Database, input: MessageToTake & { now?: Date }) {
  const now = input.now ?? new Date();
  return changeConversation(db, async (tx) => {
    const repeated = await claimUserCall(tx, input.userId, input.requestKey);
    if (repeated) return { repeated };
    // Before anything is charged: a chat locked by strikes takes no message (2082).
    await assertChatNotLocked(tx, input.userId, now);
    const { user, perks, conversation, character } = await lockUserAndConversation(tx, {
      ...input,
      now,
    });
    const cost = messageCostOrRefuse(user);
    const asksPhoto = asksForPhoto(input.content, input.askPhoto);
    const { userMessage, reply } = await storeExchange(tx, {
      conversationId: conversation.id,
      content: input.content,
      cost,
      // A seeded photo goes with the reply at once; a drawn one replaces it when it is ready.
      replyPhoto: asksPhoto ? await pickPhotoToSend(tx, conversation.id, character.id) : null,
      now,
    });
    const photoJobId =
      asksPhoto && reply && input.drawsPhotos
        ? await orderChatPhoto(tx, {
            userId: user.id,
            replyId: reply.id,
            characterId: character.id,
            content: input.content,
          })
        : null;
    const charged = await debit(tx, {
      userId: user.id,
      ...cost,
      reason: LEDGER_REASON.chatMessage,
      reference: String(userMessage.id),
    });
    if (!charged) throw new Error('the balance changed under a row lock');
    await recordRequestResult(tx, user.id, input.requestKey, {
      userMessageId: String(userMessage.id),
      replyId: String(reply.id),
    });
    return {
      repeated: null,
      user,
      perks,
      conversation,
      character,
      userMessage,
      reply,
      photoJobId,
    };
  });
}

/** A message as a send call brings it. */
export interface MessageToTake {
  userId: string;
  conversationId: string;
  content: string;
  /** The user pressed "Ask for a photo"; asking in words works too. */
  askPhoto?: boolean;
  /** How a repeat of this send is recognised; null when the caller gave nothing to tell it by. */
  requestKey: RequestKey | null;
  /** Photos she sends are drawn for the moment (image generation is on). */
  drawsPhotos?: boolean;
  /** The language the client asked the reply in, if any. */
  lang?: string;
}

/** Who sends a message: the session token as the call gave it, and the user it belongs to. */
interface Sender {
  /** Checked by the one-statement take itself; null when the user is known already. */
  sessionToken: string | null;
  /** Looks the user up (refusing a dead session); called only when the long way is taken. */
  userId: () => Promise<string>;
}

/**
 * Takes a message the quickest way that applies: in one statement when nothing needs settling or
 * refusing (with the session checked and the prompt's history read alongside), else with
 * `acceptMessage`, which settles energy, picks a photo when one was asked for, and gives the exact
 * refusal.
 */
export async function takeMessage(
  db: Database,
  input: Omit<MessageToTake, 'userId'> & { sender: Sender },
) {
  const now = new Date();
  const { sender, ...message } = input;
  if (sender.sessionToken && !asksForPhoto(input.content, input.askPhoto)) {
    const fast = await acceptMessageFast(db, {
      ...message,
      sessionToken: sender.sessionToken,
      now,
    });
    if (fast) {
      return {
        repeated: null,
        user: fast.user,
        perks: entitlementsOf(fast.user, now),
        conversation: { id: input.conversationId },
        character: fast.character,
        userMessage: fast.userMessage,
        reply: fast.reply,
        preloaded: {
          // Read before the message was stored, so it comes last.
          history: [
            ...fast.history,
            { role: 'user' as const, content: input.content, giftId: null },
          ],
          memories: fast.memories,
          persona: fast.persona,
          extras: fast.extras,
        },
      };
    }
  }
  return acceptMessage(db, { ...message, userId: await sender.userId(), now });
}
