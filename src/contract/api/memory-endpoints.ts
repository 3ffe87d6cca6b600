import { z } from 'zod';
import { characterCardSchema } from './character-endpoints';
import { conversationIdSchema } from './chat-endpoints';
import { CONVERSATION_MANAGE_PATHS } from './conversation-manage-paths';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/** The longest remembered fact, in characters. */
export const MAX_MEMORY_FACT_LENGTH = 200;

/** Something she remembers about the user, linked to the message it came from. */
const memoryFactSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The user's message it was taken from; null when that message was deleted. */
  sourceMessageId: z.string().nullable(),
  /** The start of that message, to recognise it by. */
  sourceExcerpt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemoryFact = z.infer<typeof memoryFactSchema>;

const factIdSchema = z.string().regex(/^\d{1,18}$/, 'must be a memory id');
const memoryAnswerSchema = z.object({
  character: characterCardSchema,
  list: z.array(memoryFactSchema),
});

/** "What she remembers": every fact of one of my conversations, oldest first. */
export const memoryListEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.memoryList,
  input: z.object({ conversationId: conversationIdSchema }),
  output: memoryAnswerSchema,
  access: 'user',
});

/** Rewrites a remembered fact; answers the whole list again. */
export const memoryEditEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.memoryEdit,
  input: z.object({
    conversationId: conversationIdSchema,
    factId: factIdSchema,
    text: z.string().trim().min(1).max(MAX_MEMORY_FACT_LENGTH),
  }),
  output: memoryAnswerSchema,
  access: 'user',
});

/** Makes her forget a fact; answers the whole list again. */
export const memoryDeleteEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.memoryDelete,
  input: z.object({ conversationId: conversationIdSchema, factId: factIdSchema }),
  output: memoryAnswerSchema,
  access: 'user',
});

/** Forgets everything she remembers in one of my conversations (her memory, reset). */
export const memoryResetEndpoint = defineEndpoint({
  path: CONVERSATION_MANAGE_PATHS.resetMemory,
  input: z.object({ conversationId: conversationIdSchema }),
  output: z.object({ forgotten: z.number().int() }),
  access: 'user',
});

/**
 * Deletes one of my conversations with its messages and memory (the character stays; a new chat
 * with her starts from her greeting). Refused while she is still replying there.
 */
export const conversationDeleteEndpoint = defineEndpoint({
  path: CONVERSATION_MANAGE_PATHS.deleteConversation,
  input: z.object({ conversationId: conversationIdSchema }),
  output: z.object({ deleted: z.literal(true) }),
  access: 'user',
});
