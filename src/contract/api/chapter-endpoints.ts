import { z } from 'zod';
import { CHAPTER_PATHS } from './chapter-paths';
import { conversationIdSchema } from './chat-endpoints';
import { defineEndpoint } from './endpoint';

/** A chapter closes every this many finished messages of a conversation (hers and the user's). */
export const CHAPTER_MESSAGES = 30;
/** The longest chapter title and summary, in characters (the model's and the user's). */
export const MAX_CHAPTER_TITLE_LENGTH = 80;
export const MAX_CHAPTER_SUMMARY_LENGTH = 1200;

/**
 * One chapter: `writing` while she writes it (or writes it again), then `done` with its title
 * and summary. `source` says who wrote it: the model, the user (an edit), or `fragments` when the
 * model failed and the chapter keeps the start of each of its messages instead.
 */
const chapterSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  state: z.enum(['writing', 'done']),
  source: z.enum(['model', 'fragments', 'user']).nullable(),
  title: z.string(),
  summary: z.string(),
  updatedAt: z.string(),
});
export type Chapter = z.infer<typeof chapterSchema>;

const chapterIdSchema = z.string().regex(/^\d{1,18}$/, 'must be a chapter id');
const chapterAnswerSchema = z.object({
  /** Newest first. */
  list: z.array(chapterSchema),
  /** Messages since the last chapter closed, and how many close the next. */
  messagesSince: z.number().int(),
  chapterMessages: z.number().int(),
});

/** The chapters of one of my conversations, newest first. */
export const chapterListEndpoint = defineEndpoint({
  path: CHAPTER_PATHS.chapterList,
  input: z.object({ conversationId: conversationIdSchema }),
  output: chapterAnswerSchema,
  access: 'user',
});

/** Rewrites a chapter's title and summary in the user's words; answers the whole list again. */
export const chapterEditEndpoint = defineEndpoint({
  path: CHAPTER_PATHS.chapterEdit,
  input: z.object({
    conversationId: conversationIdSchema,
    chapterId: chapterIdSchema,
    title: z.string().trim().min(1).max(MAX_CHAPTER_TITLE_LENGTH),
    summary: z.string().trim().min(1).max(MAX_CHAPTER_SUMMARY_LENGTH),
  }),
  output: chapterAnswerSchema,
  access: 'user',
});

/** Makes her forget a chapter (its messages stay); answers the whole list again. */
export const chapterDeleteEndpoint = defineEndpoint({
  path: CHAPTER_PATHS.chapterDelete,
  input: z.object({ conversationId: conversationIdSchema, chapterId: chapterIdSchema }),
  output: chapterAnswerSchema,
  access: 'user',
});

/** Asks her to write a chapter again from its messages; answers the list with it `writing`. */
export const chapterRewriteEndpoint = defineEndpoint({
  path: CHAPTER_PATHS.chapterRewrite,
  input: z.object({ conversationId: conversationIdSchema, chapterId: chapterIdSchema }),
  output: chapterAnswerSchema,
  access: 'user',
});
