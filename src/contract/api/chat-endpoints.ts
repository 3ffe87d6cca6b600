import { z } from 'zod';
import { REGENERATE_HINT_MAX } from '../scenes';
import {
  characterCardSchema,
  characterIdSchema,
  characterPhotoSchema,
  characterStorySchema,
} from './character-endpoints';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/** The longest message a user can send. */
export const MAX_MESSAGE_LENGTH = 2000;

export const conversationIdSchema = z.string().trim().min(1).max(64);

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(['user', 'character']),
  content: z.string(),
  /**
   * `streaming` while the reply is written; `failed` when it could not be, `withheld` when the
   * moderation checker stopped it (nothing of it kept); the charge is refunded either way.
   */
  status: z.enum(['streaming', 'done', 'failed', 'withheld']),
  /** Earlier versions of a regenerated reply. */
  alternatives: z.array(z.string()),
  /** Set on a message that is a gift; the content is then the gift's emoji and name. */
  giftId: z.string().nullable(),
  /** A photo the character sent with this reply; blurred (`locked`) for non-VIP members. */
  photo: characterPhotoSchema.nullable(),
  /**
   * A photo she offered with this reply: her line and its price in coins. `open` waits for the
   * user's tap (nothing is charged until then), `drawing` is paid and being drawn, `sent` is in
   * `photo`. Absent or null on a message with none.
   */
  offer: z
    .object({
      id: z.string(),
      line: z.string(),
      price: z.number().int(),
      state: z.enum(['open', 'drawing', 'sent']),
      isAuto: z.boolean(),
    })
    .nullish(),
  /** A voice note she sent with this reply: its Ogg Opus address, length and loudness shape. */
  voiceNote: z
    .object({ url: z.string(), seconds: z.number(), waveform: z.array(z.number()) })
    .nullable()
    .optional(),
  /** When the message was written, ISO 8601 in UTC; the chat shows it in the reader's time zone. */
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  conversationId: z.string(),
  character: characterCardSchema,
  lastMessage: z.string(),
  lastMessageAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/**
 * The server-sent events of a streamed reply, each `event: <type>` with JSON data:
 * `accepted` once (the stored user message and the reply's id), `queue` while waiting for a free
 * generator (position 1 is next), `chunk` per piece of text, then `done` with the stored reply or
 * `error` with a code and message (the charge is refunded).
 */
const chatStreamEventSchemas = {
  accepted: z.object({ userMessage: messageSchema.nullable(), replyId: z.string() }),
  queue: z.object({ position: z.number().int() }),
  chunk: z.object({ text: z.string() }),
  done: z.object({ message: messageSchema }),
  error: z.object({ code: z.number().int(), msg: z.string() }),
} as const;
type ChatStreamEventType = keyof typeof chatStreamEventSchemas;
export type ChatStreamEvent = {
  [K in ChatStreamEventType]: { type: K; data: z.infer<(typeof chatStreamEventSchemas)[K]> };
}[ChatStreamEventType];

export const conversationFromCharacterEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.conversationFromCharacter,
  input: z.object({
    characterId: characterIdSchema,
    /** Start a new conversation even when one with this character exists. */
    fresh: z.boolean().default(false),
    /** Play one of her stories: the conversation opens with the story's opening line. */
    storyId: z.string().trim().min(1).max(64).optional(),
  }),
  output: z.object({ conversationId: z.string() }),
  access: 'user',
});

/** Sends a message. With `Accept: text/event-stream` the reply streams (see chatStreamEventSchemas). */
export const chatEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.chat,
  input: z.object({
    conversationId: conversationIdSchema,
    content: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
    /** The user pressed "Ask for a photo": she answers with one of her photos. */
    askPhoto: z.boolean().default(false),
  }),
  output: z.object({ userMessage: messageSchema, reply: messageSchema }),
  access: 'user',
  spends: true,
});

/** Joins the reply still being written, if any: streams it, or answers the reply as it is now. */
export const chatJoinEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.chatJoin,
  input: z.object({ conversationId: conversationIdSchema }),
  output: z.object({ reply: messageSchema.nullable() }),
  access: 'user',
});

export const conversationListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.conversationList,
  input: z.object({
    cursor: z.string().max(64).optional(),
    size: z.number().int().min(1).max(50).default(20),
  }),
  output: z.object({ list: z.array(conversationSummarySchema), nextCursor: z.string().nullable() }),
  access: 'user',
});

/** The characters I have talked to, latest first, each with my latest conversation. */
export const conversationCharactersEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.conversationCharacters,
  input: z.object({}),
  output: z.object({
    list: z.array(z.object({ character: characterCardSchema, conversationId: z.string() })),
  }),
  access: 'user',
});

/**
 * The story a conversation was started from (played from her page): the conversation shows its
 * title and the scene it sets (`teaser`) before its first message.
 */
const conversationStorySchema = characterStorySchema.pick({
  id: true,
  kind: true,
  title: true,
  teaser: true,
});
export type ConversationStory = z.infer<typeof conversationStorySchema>;

/** Newest page first; `nextCursor` pages back to older messages. A page is oldest to newest. */
export const messageListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.messageList,
  input: z.object({
    conversationId: conversationIdSchema,
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, 'must be a message id')
      .optional(),
    size: z.number().int().min(1).max(100).default(30),
  }),
  output: z.object({
    character: characterCardSchema,
    /** The story the conversation was started from; null for an ordinary conversation. */
    story: conversationStorySchema.nullable(),
    list: z.array(messageSchema),
    nextCursor: z.string().nullable(),
  }),
  access: 'user',
});

export const changeChatModelEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.changeChatModel,
  input: z.object({ model: z.enum(['base', 'advanced']) }),
  output: z.object({ model: z.enum(['base', 'advanced']) }),
  access: 'user',
});

export const changeStyleEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.changeStyle,
  input: z.object({ style: z.enum(['realistic', 'anime']).nullable() }),
  output: z.object({ style: z.enum(['realistic', 'anime']).nullable() }),
  access: 'user',
});

const messageIdSchema = z.string().regex(/^\d{1,18}$/, 'must be a message id');

/** Line breaks are fine in a hint; the marks that reorder text and other controls are not. */
const HINT_CONTROLS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const hasHintControls = (text: string) => HINT_CONTROLS.test(text.replaceAll('\n', ''));

/**
 * Writes the last reply again; the old text is kept in `alternatives`. Streams like `chat`. A
 * `hint` ("Try again, but…") steers the new reply; it is checked like a message (2081), and the
 * new reply costs the same with or without one.
 */
export const regenerateReplyEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.regenerateReply,
  input: z.object({
    conversationId: conversationIdSchema,
    hint: z
      .string()
      .trim()
      .max(REGENERATE_HINT_MAX)
      .refine((text) => !hasHintControls(text), 'must not contain control characters')
      .optional(),
  }),
  output: z.object({ reply: messageSchema }),
  access: 'user',
  spends: true,
});

/** Makes one of a reply's earlier versions the current one (the current goes to alternatives). */
export const chooseAlternativeEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.chooseAlternative,
  input: z.object({
    conversationId: conversationIdSchema,
    messageId: messageIdSchema,
    index: z.number().int().min(0).max(100),
  }),
  output: z.object({ message: messageSchema }),
  access: 'user',
});

/**
 * Changes the text of my latest message, and she answers the new text: her reply after it is
 * written anew (charged like a new reply, `chatMessageCost`), streamed like `chat` when asked for.
 */
export const editMessageEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.editMessage,
  input: z.object({
    conversationId: conversationIdSchema,
    messageId: messageIdSchema,
    content: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
  }),
  output: z.object({ message: messageSchema, reply: messageSchema }),
  access: 'user',
  spends: true,
});

/** Deletes a message of my conversation (not one being written). */
export const deleteMessageEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.deleteMessage,
  input: z.object({ conversationId: conversationIdSchema, messageId: messageIdSchema }),
  output: z.object({ deleted: z.literal(true) }),
  access: 'user',
});

/** The stories I started; VIP members can resume each one's conversation. */
export const storyStatusEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.storyStatus,
  input: z.object({ characterId: characterIdSchema.optional() }),
  output: z.object({
    list: z.array(
      z.object({
        storyId: z.string(),
        characterId: z.string(),
        conversationId: z.string(),
        startedAt: z.string(),
        /** VIP perk "load story progress": playing it again resumes this conversation. */
        canResume: z.boolean(),
      }),
    ),
  }),
  access: 'user',
});
