import { CHAPTER_MESSAGES } from '@contract/api/chapter-endpoints';
import type { ChatMessage, ChatStreamEvent } from '@contract/api/chat-endpoints';
import { DEFAULT_LOCALE, type LocaleCode } from '@contract/locales';
import { and, desc, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { HandlerContext } from '../../api/endpoint-handler';
import { EventStreamAnswer } from '../../api/event-stream-answer';
import type { UserRow } from '../../api/load-user';
import { messages } from '../../db/schema/conversations';
import { withUserName } from '../character-cards/card-macros';
import { selectLore } from '../character-cards/lore-selection';
import type { CharacterRow } from '../characters/character-views';
import { answerLanguage, characterTexts } from '../characters/character-views';
import type { Entitlements } from '../entitlements/entitlements';
import { type PromptPersona, personaForConversation } from '../personas/persona-queries';
import { recoverAbandonedReply } from './abandoned-replies';
import { closeDueChapters } from './chapters/chapter-queries';
import type { ConversationRow } from './conversation-access';
import { followReply } from './follow-reply';
import { loadHistory, startGeneration } from './generate-reply';
import { factsForPrompt, rememberFacts } from './memory/memory-queries';
import {
  type MessageRow,
  type MessageView,
  messageViewFor,
  REPLY_FAILED,
  REPLY_WITHHELD,
  toChatMessage,
} from './message-views';
import { buildChatPrompt, SUMMARY_SPAN } from './prompt';
import { type PromptExtras, promptExtrasFor } from './prompt-extras';
import type { ReplyCharge } from './reply-charge';
import { leaseExpired } from './reply-lease';

/** Who the character is talking to, as far as writing the reply goes: a user or a tour visitor. */
export interface ChatPartner {
  nick: string;
  /** The partner's saved language, used when the call names none. */
  lang: string | undefined;
  /** Uncensored content: an 18+ confirmed user who turned the NSFW switch on. */
  explicitAllowed: boolean;
  model: 'base' | 'advanced';
  perks: Entitlements;
  /** How the partner sees the reply: members get her photos sharp. */
  view: MessageView;
}

/** What of a character the prompt is written from. */
export type PromptCharacterRow = Pick<
  CharacterRow,
  'texts' | 'scenario' | 'persona' | 'age' | 'kinks' | 'gender'
>;

/** The reply about to be written and everything its prompt is made of. */
export interface ReplyToWrite {
  partner: ChatPartner;
  conversation: Pick<ConversationRow, 'id'>;
  character: PromptCharacterRow;
  replyId: number;
  /** The language the call asked for (the automatic `lang` field). */
  lang: string | undefined;
  /** Varies the demo model's wording per message. */
  seed: string;
  charge: ReplyCharge | null;
  /** The reply comes with one of her photos (the user asked for one). */
  sendsPhoto: boolean;
  /** The user's message she answers, to remember facts from; null for a gift or a new version. */
  rememberFrom: { id: number; content: string } | null;
  /**
   * History, memories, the user's persona and the prompt's extras read together with the message
   * (the fast path); else read here.
   */
  preloaded?: {
    history: PromptHistory;
    memories: string[];
    persona: PromptPersona | null;
    extras: PromptExtras;
  };
  /** A tour visitor has no personas: nothing to read. */
  hasNoPersona?: boolean;
  /** The user's note steering a new version of her reply ("Try again, but…"). */
  hint?: string | null;
  /** For a new version of her reply: the versions it replaces. */
  earlierVersions?: string[];
}

type PromptHistory = Parameters<typeof buildChatPrompt>[0]['history'];

/** Builds the prompt for a reply about to be written and starts writing it in the background. */
export async function beginReply(context: HandlerContext, reply: ReplyToWrite): Promise<void> {
  const { partner, conversation, character } = reply;
  const language = answerLanguage(reply.lang, partner.lang);
  const window = partner.perks.recentMessageWindow;
  const history = reply.preloaded
    ? reply.preloaded.history.slice(-(window + SUMMARY_SPAN))
    : await loadHistory(context.db, conversation.id, window + SUMMARY_SPAN);
  const [memories, userPersona, extras] = await Promise.all([
    reply.preloaded?.memories ?? factsForPrompt(context.db, conversation.id),
    reply.preloaded
      ? reply.preloaded.persona
      : reply.hasNoPersona
        ? null
        : personaForConversation(context.db, conversation.id),
    // Every prompt carries her card's extras and where the story is now.
    reply.preloaded?.extras ?? promptExtrasFor(context.db, conversation.id, window + SUMMARY_SPAN),
  ]);
  const { card, scene, chapters } = extras;
  // A signed-in user (a paid reply) may be offered a photo, when photos are drawn at all.
  const offersTo =
    reply.charge?.kind === 'ledger' &&
    !reply.sendsPhoto &&
    !context.env.DISABLED_FEATURES.includes('imageGeneration')
      ? reply.charge.userId
      : null;
  const texts = characterTexts(character, language);
  // An imported card's texts may name the user as `{{user}}`.
  const named = (text: string) => withUserName(text, userPersona?.name || partner.nick);
  const prompt = buildChatPrompt({
    character: {
      ...texts,
      scenario: named(character.scenario),
      persona: named(character.persona),
      age: character.age,
      kinks: character.kinks,
      gender: character.gender,
      // The demo model's lines are keyed by her English words (texts keep English on every path).
      demoKeys: characterTexts(character, DEFAULT_LOCALE),
    },
    userNick: partner.nick,
    userPersona,
    explicitAllowed: partner.explicitAllowed,
    language,
    history,
    window,
    seed: reply.seed,
    sendsPhoto: reply.sendsPhoto,
    mayOfferPhoto: offersTo !== null,
    memories,
    lore: selectLore(
      card.entries,
      history.map((message) => message.content),
      card.tokenBudget ?? undefined,
      // Her lorebook's facts about a place or a person the scene names come in too.
      scene ? [scene.place, scene.happening] : [],
    ).map(named),
    exampleDialogue: named(card.exampleDialogue.replaceAll('{{char}}', texts.name)),
    scene,
    hint: reply.hint ?? null,
    earlierVersions: reply.earlierVersions ?? [],
    chapters,
  });
  startGeneration(context.db, context.services.chat, context.log, {
    replyId: reply.replyId,
    conversationId: conversation.id,
    prompt,
    tier: partner.model === 'advanced' && partner.perks.advancedModel ? 'advanced' : 'base',
    vip: partner.perks.skipsChatQueue,
    view: partner.view,
    charge: reply.charge,
    moderation: context.services.moderation,
    offers: offersTo
      ? { userId: offersTo, wake: (jobId) => context.services.generation.wake(jobId) }
      : null,
  });
  // A chapter closes after CHAPTER_MESSAGES finished messages past her newest one. The prompt's
  // reads count at least those (all finished messages when there is no chapter yet), so below
  // that the check's statements are saved.
  const uncovered = chapters ? chapters.messagesSince : history.length;
  if (uncovered >= CHAPTER_MESSAGES) {
    startClosingChapters(context, { conversationId: conversation.id, language });
  }
  if (reply.rememberFrom) {
    startRemembering(context, {
      conversationId: conversation.id,
      messageId: reply.rememberFrom.id,
      content: reply.rememberFrom.content,
      language,
    });
  }
}

/**
 * Looks for facts to remember in the user's message beside the reply, in the background: the reply
 * never waits for it, and a failure only costs a memory.
 */
function startRemembering(
  context: HandlerContext,
  input: { conversationId: string; messageId: number; content: string; language: LocaleCode },
) {
  const { chat } = context.services;
  const run = rememberFacts(context.db, chat.facts, input, new AbortController().signal)
    .then(() => undefined)
    .catch((error: unknown) => {
      context.log.warn({ err: error, conversationId: input.conversationId }, 'remembering failed');
    })
    .finally(() => chat.running.delete(run));
  chat.running.add(run);
}

/**
 * Closes the conversation's chapter when its messages are due, in the background, and wakes the
 * job that writes it: the reply never waits for a chapter, and a failure only delays one.
 */
function startClosingChapters(
  context: HandlerContext,
  input: { conversationId: string; language: LocaleCode },
) {
  const { chat } = context.services;
  const run = closeDueChapters(context.db, input)
    .then(async (closed) => {
      for (const chapterId of closed) await chat.chapters?.wake(chapterId);
    })
    .catch((error: unknown) => {
      context.log.warn(
        { err: error, conversationId: input.conversationId },
        'closing a chapter failed',
      );
    })
    .finally(() => chat.running.delete(run));
  chat.running.add(run);
}

/** Follows a reply to its end and answers it, for callers that did not ask for a stream. */
export async function waitForReply(
  context: HandlerContext,
  replyId: number,
  view: MessageView,
): Promise<ChatMessage> {
  let last: ChatStreamEvent | null = null;
  await followReply(
    context.db,
    context.services.chat,
    replyId,
    view,
    async (event) => {
      last = event;
    },
    new AbortController().signal,
  );
  const final = last as ChatStreamEvent | null;
  if (final?.type === 'done') return final.data.message;
  const failure =
    final?.type === 'error' && final.data.code === REPLY_WITHHELD.code
      ? REPLY_WITHHELD
      : REPLY_FAILED;
  throw new ApiFailure(failure.code, failure.msg);
}

/** The events of a reply for a caller who asked for a stream, starting with `accepted`. */
export function streamReply(
  context: HandlerContext,
  replyId: number,
  userMessage: ChatMessage | null,
  view: MessageView,
): EventStreamAnswer {
  return new EventStreamAnswer(async (send, signal) => {
    await send({ type: 'accepted', data: { userMessage, replyId: String(replyId) } });
    await followReply(context.db, context.services.chat, replyId, view, send, signal);
  });
}

/**
 * Answers a call that stored a message and started its reply: the reply's events when the caller
 * asked for a stream, else both messages once the reply is finished.
 */
export async function answerExchange(
  context: HandlerContext,
  exchange: { userMessage: MessageRow; replyId: number },
  view: MessageView,
) {
  const userMessage = toChatMessage(exchange.userMessage, view);
  if (context.wantsEventStream) return streamReply(context, exchange.replyId, userMessage, view);
  return { userMessage, reply: await waitForReply(context, exchange.replyId, view) };
}

/**
 * The reply still being written in a conversation: streamed to the caller, or as it is now. A
 * reply whose writer is gone is failed and refunded first, and answered failed.
 */
export async function joinStreamingReply(
  context: HandlerContext,
  conversationId: string,
  view: MessageView,
) {
  const [streaming] = await context.db
    .select({ id: messages.id, isAbandoned: leaseExpired })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'streaming')))
    .orderBy(desc(messages.id))
    .limit(1);
  if (!streaming) return { reply: null };
  if (streaming.isAbandoned) await recoverAbandonedReply(context.db, streaming.id);
  if (context.wantsEventStream) return streamReply(context, streaming.id, null, view);
  const [row] = await context.db.select().from(messages).where(eq(messages.id, streaming.id));
  if (!row) return { reply: null };
  // The text so far is in the hub of the copy writing it; the database has it once it is done.
  const live = context.services.chat.hub.snapshot(String(row.id));
  return { reply: toChatMessage(live ? { ...row, content: live.content } : row, view) };
}

/** A signed-in user as the character's chat partner. */
export function userPartner(
  user: Pick<UserRow, 'nick' | 'lang' | 'enableNsfw' | 'adultConfirmedAt' | 'chatModel'>,
  perks: Entitlements,
  view: MessageView,
): ChatPartner {
  return {
    nick: user.nick,
    lang: user.lang,
    explicitAllowed: user.enableNsfw && user.adultConfirmedAt !== null,
    model: user.chatModel,
    perks,
    view,
  };
}

/** A user's message as it was paid (text or gift), refunded by a ledger row `refundReason`. */
function paidMessageCharge(
  userId: string,
  message: Pick<MessageRow, 'id' | 'chargeCurrency' | 'chargeAmount'>,
  refundReason: string,
): ReplyCharge {
  return {
    kind: 'ledger',
    userId,
    currency: message.chargeCurrency ?? 'energy',
    amount: message.chargeAmount ?? 0,
    refundReason,
    reference: String(message.id),
  };
}

/**
 * Starts her reply to a user's stored, paid message and answers the call with it (streamed when
 * asked for). `rememberFacts` looks for facts in the message (not in a gift).
 */
export async function replyToUserMessage(
  context: HandlerContext,
  accepted: Omit<
    ReplyToWrite,
    'partner' | 'replyId' | 'lang' | 'seed' | 'charge' | 'sendsPhoto' | 'rememberFrom'
  > & {
    character: PromptCharacterRow & { id: string };
    user: Parameters<typeof userPartner>[0] & { id: string };
    perks: Entitlements;
    userMessage: MessageRow;
    reply: MessageRow;
  },
  options: { lang: string | undefined; refundReason: string; rememberFacts: boolean },
) {
  const { user, perks, userMessage, reply } = accepted;
  context.services.chat.messageCounts?.add(accepted.character.id, userMessage.createdAt);
  const view = await messageViewFor(context, user.id, perks);
  await beginReply(context, {
    ...accepted,
    partner: userPartner(user, perks, view),
    replyId: reply.id,
    lang: options.lang,
    seed: `${userMessage.conversationId}:${userMessage.id}`,
    sendsPhoto: reply.photo !== null,
    rememberFrom: options.rememberFacts ? userMessage : null,
    charge: paidMessageCharge(user.id, userMessage, options.refundReason),
  });
  return answerExchange(context, { userMessage, replyId: reply.id }, view);
}
