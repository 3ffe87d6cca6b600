import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { conversations, messages } from '../../db/schema/conversations';
import type { Logger } from '../../lib/logger';
import { credit } from '../ledger/ledger';
import type { ChatServices } from './chat-services';
import { type MessageView, previewOf, REPLY_FAILED, toChatMessage } from './message-views';
import type { ChatPrompt } from './model/chat-model';
import { fromJson, type RawRow, toMessageRow } from './raw-message-row';
import { giveBackTourMessage, isVisitorId } from './tour/visitors';

/** How often the growing reply is written to the database, so a reopened chat sees it. */
const SAVE_EVERY_MS = 250;

/**
 * What a reply was paid with, given back when it fails: a ledger charge (refunded by a ledger row
 * with `refundReason` and the charge's reference), or one of a tour visitor's free messages.
 */
export type ReplyCharge =
  | {
      kind: 'ledger';
      userId: string;
      currency: 'energy' | 'gold';
      amount: number;
      refundReason: string;
      reference: string;
    }
  | { kind: 'tourMessage'; visitorId: string };

export interface GenerationJob {
  replyId: number;
  conversationId: string;
  prompt: ChatPrompt;
  tier: 'base' | 'advanced';
  vip: boolean;
  /** How the reader sees the finished reply (a sent photo blurred or not). */
  view: MessageView;
  /** What the reply was paid with, refunded when it fails; null when it cost nothing. */
  charge: ReplyCharge | null;
}

/**
 * Writes a reply to the end, whoever is listening: waits for a slot in the queue, streams the
 * model's text into the hub and the database, and marks the reply done; on failure marks it failed
 * and refunds the charge in one transaction. Never throws; the caller does not await it.
 */
export function startGeneration(
  db: Database,
  services: ChatServices,
  log: Logger,
  job: GenerationJob,
): void {
  const key = String(job.replyId);
  services.hub.open(key);
  const run = generate(db, services, log, job, key).finally(() => services.running.delete(run));
  services.running.add(run);
}

async function generate(
  db: Database,
  services: ChatServices,
  log: Logger,
  job: GenerationJob,
  key: string,
): Promise<void> {
  const release = await services.queue.acquire(job.vip, (position) =>
    services.hub.emit(key, { type: 'queue', data: { position } }),
  );
  let content = '';
  let savedLength = 0;
  let lastSave = Date.now();
  const controller = new AbortController();
  try {
    for await (const text of services.model.stream(job.prompt, job.tier, controller.signal)) {
      content += text;
      services.hub.emit(key, { type: 'chunk', data: { text } });
      if (Date.now() - lastSave >= SAVE_EVERY_MS && content.length > savedLength) {
        lastSave = Date.now();
        savedLength = content.length;
        await db
          .update(messages)
          .set({ content, updatedAt: new Date() })
          .where(eq(messages.id, job.replyId));
      }
    }
    if (!content.trim()) throw new Error('the model answered with no text');
    const done = await finishReply(db, job, content);
    // Gone with its conversation (an erased account): nobody waits for it, but followers end.
    if (!done) throw new Error('the reply was deleted while it was written');
    services.hub.emit(key, { type: 'done', data: { message: toChatMessage(done, job.view) } });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ err: error, replyId: job.replyId }, 'reply generation failed; refunding');
    try {
      await failReply(db, job.replyId, reason, job.charge);
    } catch (failError) {
      log.error({ err: failError, replyId: job.replyId }, 'could not mark a failed reply');
    }
    services.hub.emit(key, { type: 'error', data: REPLY_FAILED });
  } finally {
    release();
  }
}

/**
 * Stores the finished reply and shows it as the conversation's last message, in one statement (a
 * reply ends on every send, so this is on the hot path).
 */
async function finishReply(db: Database, job: GenerationJob, content: string) {
  const now = new Date();
  const result = (await db.execute(sql`
    with done as (
      update messages set content = ${content}, status = 'done', updated_at = ${now}
      where id = ${job.replyId}
      returning *
    ),
    touched as (
      update conversations
      set last_message_at = ${now}, last_message_preview = ${previewOf(content)}
      where id = ${job.conversationId} and exists (select 1 from done)
    )
    select to_jsonb(done) as message from done
  `)) as { rows: RawRow[] };
  const row = result.rows[0];
  return row ? toMessageRow(fromJson<RawRow>(row.message)) : null;
}

/**
 * Marks a reply failed and gives back what it was paid with, once: only the call that moves the
 * reply out of `streaming` refunds, so the generation and the stale-reply sweeper cannot both.
 */
export async function failReply(
  db: Database,
  replyId: number,
  reason: string,
  charge: GenerationJob['charge'],
) {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(messages)
      .set({ status: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() })
      .where(and(eq(messages.id, replyId), eq(messages.status, 'streaming')))
      .returning({ id: messages.id });
    if (failed.length === 0 || !charge) return;
    if (charge.kind === 'tourMessage') {
      await giveBackTourMessage(tx, charge.visitorId);
      return;
    }
    await credit(tx, {
      userId: charge.userId,
      currency: charge.currency,
      amount: charge.amount,
      reason: charge.refundReason,
      reference: charge.reference,
    });
  });
}

/** The latest `limit` finished messages, oldest first, for the prompt. */
export async function loadHistory(db: Database, conversationId: string, limit: number) {
  const rows = await db
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      giftId: messages.giftId,
    })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'done')))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** A reply nobody has touched for this long was left by a stopped server copy. */
export const STALE_REPLY_MS = 2 * 60 * 1000;

type StaleReply = {
  id: number;
  conversationId: string;
  userId: string;
  currency: 'energy' | 'gold' | null;
  amount: number | null;
  reference: string | null;
};

/** What a reply left by a stopped server was paid with, found from the stored rows. */
async function chargeOfStaleReply(db: Database, reply: StaleReply): Promise<ReplyCharge | null> {
  if (isVisitorId(reply.userId)) return { kind: 'tourMessage', visitorId: reply.userId };
  // A regenerated reply carries its own charge.
  if (reply.reference && reply.currency && reply.amount) {
    return {
      kind: 'ledger',
      userId: reply.userId,
      currency: reply.currency,
      amount: reply.amount,
      refundReason: LEDGER_REASON.chatRegenerateRefund,
      reference: reply.reference,
    };
  }
  // Otherwise the message it answers was charged.
  const [paid] = await db
    .select({
      id: messages.id,
      currency: messages.chargeCurrency,
      amount: messages.chargeAmount,
      giftId: messages.giftId,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, reply.conversationId),
        lt(messages.id, reply.id),
        eq(messages.role, 'user'),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  if (!paid?.currency || !paid.amount) return null;
  return {
    kind: 'ledger',
    userId: reply.userId,
    currency: paid.currency,
    amount: paid.amount,
    refundReason: paid.giftId ? LEDGER_REASON.giftRefund : LEDGER_REASON.chatRefund,
    reference: String(paid.id),
  };
}

/**
 * Fails and refunds replies whose generation died with its server copy (crash or restart), so
 * the conversation is free again and nobody pays for a reply they never got.
 */
export async function failStaleReplies(db: Database, now = new Date()): Promise<number> {
  const stale = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      currency: messages.chargeCurrency,
      amount: messages.chargeAmount,
      reference: messages.chargeReference,
      userId: conversations.userId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.status, 'streaming'),
        lt(messages.updatedAt, new Date(now.getTime() - STALE_REPLY_MS)),
      ),
    );
  for (const reply of stale) {
    const charge = await chargeOfStaleReply(db, reply);
    await failReply(db, reply.id, 'the server stopped while writing this reply', charge);
  }
  return stale.length;
}
