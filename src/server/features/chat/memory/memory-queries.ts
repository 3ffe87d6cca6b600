import { REFUSAL_CODE } from '@contract/api-codes';
import type { LocaleCode } from '@contract/locales';
import { and, asc, desc, eq } from 'drizzle-orm';
import { ApiFailure } from '../../../api/api-failure';
import { LOCK_KIND, lockKeyUntilCommit } from '../../../db/advisory-lock';
import type { Database, Executor } from '../../../db/database';
import { messages } from '../../../db/schema/conversations';
import { memoryFacts } from '../../../db/schema/memory-facts';
import type { FactFinder } from './fact-finder';

/** Facts the prompt carries: the latest ones, so a long conversation's prompt stays bounded. */
const FACTS_IN_PROMPT = 20;
/** The longest excerpt of the source message shown next to a fact. */
const SOURCE_EXCERPT_CHARS = 140;

/**
 * Finds facts in a user's message and keeps the new ones, each linked to that message. Finding
 * runs outside any transaction (a model may take seconds); comparing with the known facts and
 * storing the new ones hold the conversation's memory lock, so two messages telling the same
 * fact at once store it once.
 */
export async function rememberFacts(
  db: Database,
  finder: FactFinder,
  input: { conversationId: string; messageId: number; content: string; language: LocaleCode },
  signal: AbortSignal,
): Promise<number> {
  const found = await finder.find(input.content, input.language, signal);
  if (found.length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockKeyUntilCommit(tx, LOCK_KIND.conversationMemory, input.conversationId);
    const known = await tx
      .select({ text: memoryFacts.text })
      .from(memoryFacts)
      .where(eq(memoryFacts.conversationId, input.conversationId));
    const seen = new Set(known.map((fact) => fact.text.toLowerCase()));
    const fresh = found.filter((text) => !seen.has(text.toLowerCase()));
    if (fresh.length === 0) return 0;
    await tx.insert(memoryFacts).values(
      fresh.map((text) => ({
        conversationId: input.conversationId,
        sourceMessageId: input.messageId,
        text,
      })),
    );
    return fresh.length;
  });
}

/** The latest facts of a conversation, oldest first, for the prompt. */
export async function factsForPrompt(db: Executor, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ text: memoryFacts.text })
    .from(memoryFacts)
    .where(eq(memoryFacts.conversationId, conversationId))
    .orderBy(desc(memoryFacts.id))
    .limit(FACTS_IN_PROMPT);
  return rows.map((row) => row.text).reverse();
}

/** Every fact of a conversation, oldest first, with an excerpt of the message it came from. */
export async function listFacts(db: Executor, conversationId: string) {
  const rows = await db
    .select({ fact: memoryFacts, source: messages.content })
    .from(memoryFacts)
    .leftJoin(messages, eq(messages.id, memoryFacts.sourceMessageId))
    .where(eq(memoryFacts.conversationId, conversationId))
    .orderBy(asc(memoryFacts.id));
  return rows.map(({ fact, source }) => ({
    id: String(fact.id),
    text: fact.text,
    sourceMessageId: fact.sourceMessageId === null ? null : String(fact.sourceMessageId),
    sourceExcerpt:
      source === null
        ? null
        : source.length > SOURCE_EXCERPT_CHARS
          ? `${source.slice(0, SOURCE_EXCERPT_CHARS - 1)}…`
          : source,
    createdAt: fact.createdAt.toISOString(),
    updatedAt: fact.updatedAt.toISOString(),
  }));
}

const factNotFound = () => new ApiFailure(REFUSAL_CODE.notFound, 'This memory does not exist');

/** One fact of one conversation: a fact id of another conversation matches nothing. */
const factOfConversation = (input: { conversationId: string; factId: string }) =>
  and(
    eq(memoryFacts.id, Number(input.factId)),
    eq(memoryFacts.conversationId, input.conversationId),
  );

/** Rewrites a fact of the conversation in the user's words. */
export async function editFact(
  db: Executor,
  input: { conversationId: string; factId: string; text: string },
) {
  const [row] = await db
    .update(memoryFacts)
    .set({ text: input.text, updatedAt: new Date() })
    .where(factOfConversation(input))
    .returning({ id: memoryFacts.id });
  if (!row) throw factNotFound();
}

/** Forgets a fact of the conversation. */
export async function deleteFact(db: Executor, input: { conversationId: string; factId: string }) {
  const [row] = await db
    .delete(memoryFacts)
    .where(factOfConversation(input))
    .returning({ id: memoryFacts.id });
  if (!row) throw factNotFound();
}
