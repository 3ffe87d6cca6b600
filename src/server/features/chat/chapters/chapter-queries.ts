import { CHAPTER_MESSAGES } from '@contract/api/chapter-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { isLocaleCode, type LocaleCode } from '@contract/locales';
import { and, asc, between, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { ApiFailure } from '../../../api/api-failure';
import type { Database, Executor } from '../../../db/database';
import { type ChapterSource, chapters } from '../../../db/schema/chapters';
import { characters } from '../../../db/schema/characters';
import { conversations, messages } from '../../../db/schema/conversations';
import { memoryFacts } from '../../../db/schema/memory-facts';
import { users } from '../../../db/schema/users';
import { characterTexts } from '../../characters/character-views';
import { personaForConversation } from '../../personas/persona-queries';
import { summarizeEarlier } from '../prompt';
import type { ChapterInput, ChapterText } from './chapter-writer';

export type ChapterRow = typeof chapters.$inferSelect;

/**
 * Unsummarised messages beyond which a chapter covers the newest CHAPTER_MESSAGES instead of the
 * oldest (a chat from before chapters existed): its old part is never sent to the model at once.
 */
const BACKLOG_MESSAGES = 2 * CHAPTER_MESSAGES;
/** Chapters one check may close (two when a backlog was just cut). */
const CLOSES_PER_CHECK = 2;

/** Finished messages of a conversation after `afterId`, oldest first, at most `limit`. */
async function doneMessageIdsAfter(
  db: Executor,
  conversationId: string,
  afterId: number,
  limit: number,
  order: 'oldest' | 'newest' = 'oldest',
) {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gt(messages.id, afterId),
        eq(messages.status, 'done'),
      ),
    )
    .orderBy(order === 'oldest' ? asc(messages.id) : desc(messages.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  return order === 'oldest' ? ids : ids.reverse();
}

/**
 * Closes the conversation's next chapter when CHAPTER_MESSAGES finished messages stand after the
 * last one, and answers the new chapters' ids (to wake their job). Two checks at once compute the
 * same chapter, and its number's unique key lets one insert it.
 */
export async function closeDueChapters(
  db: Database,
  input: { conversationId: string; language: LocaleCode },
): Promise<number[]> {
  const closed: number[] = [];
  for (let round = 0; round < CLOSES_PER_CHECK; round++) {
    const [last] = await db
      .select({ number: chapters.number, throughMessageId: chapters.throughMessageId })
      .from(chapters)
      .where(eq(chapters.conversationId, input.conversationId))
      .orderBy(desc(chapters.number))
      .limit(1);
    const after = last?.throughMessageId ?? 0;
    let ids = await doneMessageIdsAfter(db, input.conversationId, after, BACKLOG_MESSAGES + 1);
    if (ids.length < CHAPTER_MESSAGES) break;
    if (ids.length > BACKLOG_MESSAGES) {
      ids = await doneMessageIdsAfter(db, input.conversationId, after, CHAPTER_MESSAGES, 'newest');
    } else {
      ids = ids.slice(0, CHAPTER_MESSAGES);
    }
    const [row] = await db
      .insert(chapters)
      .values({
        conversationId: input.conversationId,
        number: (last?.number ?? 0) + 1,
        fromMessageId: ids[0] as number,
        throughMessageId: ids.at(-1) as number,
        language: input.language,
      })
      .onConflictDoNothing()
      .returning({ id: chapters.id });
    if (!row) break;
    closed.push(row.id);
  }
  return closed;
}

/** How long a copy holds a chapter it writes: the writer's timeout and some. */
export function chapterLeaseSeconds(writerTimeoutMs: number): number {
  return Math.ceil(writerTimeoutMs / 1000) + 30;
}

/**
 * Takes a chapter to write: one waiting (past its retry wait), or one whose writer's lease passed
 * (its copy died). * One copy gets it; the others get null. Counts the try.
 */
export async function claimChapter(
  db: Executor,
  chapterId: number,
  leaseSeconds: number,
): Promise<ChapterRow | null> {
  const [row] = await db
    .update(chapters)
    .set({
      status: 'writing',
      attempts: sql`${chapters.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(chapters.id, chapterId),
        inArray(chapters.status, ['pending', 'writing']),
        or(isNull(chapters.leaseUntil), lte(chapters.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The claimed try, still this run's: not deleted, rewritten or taken over since. */
const stillClaimed = (claimed: ChapterRow) =>
  and(
    eq(chapters.id, claimed.id),
    eq(chapters.status, 'writing'),
    eq(chapters.attempts, claimed.attempts),
  );

/** Stores the written chapter; false when the try is no longer this run's. */
export async function finishChapter(
  db: Executor,
  claimed: ChapterRow,
  text: ChapterText,
  source: ChapterSource,
): Promise<boolean> {
  const rows = await db
    .update(chapters)
    .set({
      status: 'done',
      source,
      title: text.title,
      summary: text.summary,
      leaseUntil: null,
      failureReason: null,
      updatedAt: new Date(),
    })
    .where(stillClaimed(claimed))
    .returning({ id: chapters.id });
  return rows.length > 0;
}

/**
 * Puts a try back to wait: a failed one until `retryAfterSeconds` passed, one this copy's stop
 * broke off at once and uncounted. False when the try is no longer this run's.
 */
export async function releaseChapter(
  db: Executor,
  claimed: ChapterRow,
  reason: string,
  options: { retryAfterSeconds: number; uncount?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(chapters)
    .set({
      status: 'pending',
      // A waiting chapter's lease is when it may run again; none: at once (a clock that ticks in
      // milliseconds could make "now" of the release and of the next claim the same).
      leaseUntil:
        options.retryAfterSeconds > 0
          ? sql`now() + make_interval(secs => ${options.retryAfterSeconds})`
          : null,
      ...(options.uncount ? { attempts: sql`${chapters.attempts} - 1` } : {}),
      failureReason: reason.slice(0, 500),
      updatedAt: new Date(),
    })
    .where(stillClaimed(claimed))
    .returning({ id: chapters.id });
  return rows.length > 0;
}

/** Chapters nobody writes: waiting past their wait (a wake-up lost) or held by a copy that died. */
export async function findStrandedChapters(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(
      and(
        inArray(chapters.status, ['pending', 'writing']),
        or(isNull(chapters.leaseUntil), lte(chapters.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(chapters.id))
    .limit(100);
  return rows.map((row) => row.id);
}

/** What the writer needs for a chapter: its messages, the facts told in it, and the names. */
export async function chapterInput(db: Executor, chapter: ChapterRow): Promise<ChapterInput> {
  const [owner] = await db
    .select({ nick: users.nick, texts: characters.texts })
    .from(conversations)
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .leftJoin(users, eq(users.id, conversations.userId))
    .where(eq(conversations.id, chapter.conversationId));
  const language: LocaleCode = isLocaleCode(chapter.language) ? chapter.language : 'en';
  const range = between(messages.id, chapter.fromMessageId, chapter.throughMessageId);
  const [rows, facts, persona] = await Promise.all([
    db
      .select({ role: messages.role, content: messages.content })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, chapter.conversationId),
          range,
          eq(messages.status, 'done'),
        ),
      )
      .orderBy(asc(messages.id)),
    db
      .select({ text: memoryFacts.text })
      .from(memoryFacts)
      .where(
        and(
          eq(memoryFacts.conversationId, chapter.conversationId),
          between(memoryFacts.sourceMessageId, chapter.fromMessageId, chapter.throughMessageId),
        ),
      )
      .orderBy(asc(memoryFacts.id)),
    personaForConversation(db, chapter.conversationId),
  ]);
  return {
    number: chapter.number,
    language,
    characterName: owner ? characterTexts(owner, language).name : '',
    userName: persona?.name || owner?.nick || '',
    messages: rows,
    facts: facts.map((fact) => fact.text),
  };
}

/** The chapter when the writer failed for good: no title, the start of each of its messages. */
export function fragmentsChapter(input: ChapterInput): ChapterText {
  return {
    title: '',
    summary: summarizeEarlier(input.messages, {
      user: input.userName,
      character: input.characterName,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The memory screen's chapters.

/** The chapters of a conversation, newest first, as the memory screen shows them. */
export async function listChapters(db: Executor, conversationId: string) {
  const rows = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.conversationId, conversationId), ne(chapters.status, 'deleted')))
    .orderBy(desc(chapters.number));
  const [last] = await db
    .select({ throughMessageId: chapters.throughMessageId })
    .from(chapters)
    .where(eq(chapters.conversationId, conversationId))
    .orderBy(desc(chapters.number))
    .limit(1);
  const since = await doneMessageIdsAfter(
    db,
    conversationId,
    last?.throughMessageId ?? 0,
    CHAPTER_MESSAGES,
  );
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      number: row.number,
      state: row.status === 'done' ? ('done' as const) : ('writing' as const),
      source: row.source ?? null,
      title: row.title,
      summary: row.summary,
      updatedAt: row.updatedAt.toISOString(),
    })),
    messagesSince: since.length,
    chapterMessages: CHAPTER_MESSAGES,
  };
}

const chapterNotFound = () => new ApiFailure(REFUSAL_CODE.notFound, 'This chapter does not exist');
const chapterBeingWritten = () =>
  new ApiFailure(
    REFUSAL_CODE.chapterBeingWritten,
    'This chapter is being written; wait for it first',
  );

/** One chapter of one conversation that the user still has: another's id matches nothing. */
const chapterOfConversation = (input: { conversationId: string; chapterId: string }) =>
  and(
    eq(chapters.id, Number(input.chapterId)),
    eq(chapters.conversationId, input.conversationId),
    ne(chapters.status, 'deleted'),
  );

/** Why a change found no done chapter: it does not exist, or it is being written. */
async function refuseChange(db: Executor, input: { conversationId: string; chapterId: string }) {
  const [row] = await db
    .select({ status: chapters.status })
    .from(chapters)
    .where(chapterOfConversation(input));
  return row ? chapterBeingWritten() : chapterNotFound();
}

/** Rewrites a written chapter in the user's words (checked for safety by the caller). */
export async function editChapter(
  db: Executor,
  input: { conversationId: string; chapterId: string; title: string; summary: string },
) {
  const [row] = await db
    .update(chapters)
    .set({ title: input.title, summary: input.summary, source: 'user', updatedAt: new Date() })
    .where(and(chapterOfConversation(input), eq(chapters.status, 'done')))
    .returning({ id: chapters.id });
  if (!row) throw await refuseChange(db, input);
}

/**
 * Forgets a chapter: its row stays, empty, so its messages are not closed into a chapter again;
 * a run writing it finds it gone and stores nothing.
 */
export async function deleteChapter(
  db: Executor,
  input: { conversationId: string; chapterId: string },
) {
  const [row] = await db
    .update(chapters)
    .set({ status: 'deleted', title: '', summary: '', leaseUntil: null, updatedAt: new Date() })
    .where(chapterOfConversation(input))
    .returning({ id: chapters.id });
  if (!row) throw chapterNotFound();
}

/** Forgets every chapter of a conversation (her memory reset), as `deleteChapter` does one. */
export async function forgetChapters(db: Executor, conversationId: string) {
  await db
    .update(chapters)
    .set({ status: 'deleted', title: '', summary: '', leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(chapters.conversationId, conversationId), ne(chapters.status, 'deleted')));
}

/** Sends a written chapter back to be written again; answers its id to wake its job. */
export async function rewriteChapter(
  db: Executor,
  input: { conversationId: string; chapterId: string; language: LocaleCode },
): Promise<number> {
  const [row] = await db
    .update(chapters)
    .set({
      status: 'pending',
      attempts: 0,
      leaseUntil: null,
      failureReason: null,
      language: input.language,
      updatedAt: new Date(),
    })
    .where(and(chapterOfConversation(input), inArray(chapters.status, ['done'])))
    .returning({ id: chapters.id });
  if (!row) throw await refuseChange(db, input);
  return row.id;
}
