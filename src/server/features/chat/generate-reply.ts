import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { executePrepared } from '../../db/prepared-statement';
import { messages } from '../../db/schema/conversations';
import type { Logger } from '../../lib/logger';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import { replyPassageCheck } from '../safety/chat-reply-check';
import { releaseCheckedText, TextWithheld } from '../safety/checked-text-stream';
import type { ChatServices } from './chat-services';
import {
  type MessageView,
  previewOf,
  REPLY_FAILED,
  REPLY_WITHHELD,
  toChatMessage,
} from './message-views';
import type { ChatPrompt } from './model/chat-model';
import { finishOffer, type OfferTaker } from './offers/offer-in-reply';
import { type SelfieCommands, stripSelfieCommands } from './offers/selfie-command';
import { fromJson, type RawRow, toMessageRow } from './raw-message-row';
import { type ReplyCharge, refundReplyCharge } from './reply-charge';
import { stopIfShutDown } from './reply-drain';
import { holdReplyLease } from './reply-lease';
import { ReplyStopped } from './reply-stopped';
import { noticeUnseenReply } from './unseen-reply-notice';
import { withholdReply } from './withheld-reply';

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
  /** Checks the reply sentence by sentence before any of it is shown. */
  moderation: ModerationProvider;
  /** Who may be offered a photo in this reply; null: a `[selfie: …]` command is only taken out. */
  offers?: OfferTaker | null;
}

/**
 * Writes a reply to the end, whoever is listening: waits for a slot in the queue, streams the
 * model's text into the hub as each sentence passes the moderation check, and stores the reply
 * once it is done; on failure marks it failed and refunds the charge in one transaction, and a
 * reply the check refused is withheld the same way (nothing of it kept). Holds the reply's lease
 * all along, so other copies know its writer is alive. Never throws; the caller does not await it.
 */
export function startGeneration(
  db: Database,
  services: ChatServices,
  log: Logger,
  job: GenerationJob,
): void {
  services.hub.open(String(job.replyId));
  const controller = new AbortController();
  services.writers.set(job.replyId, controller);
  const stopLease = holdReplyLease(db, log, job.replyId, () =>
    controller.abort(new ReplyStopped('another server copy failed this reply: its lease passed')),
  );
  stopIfShutDown(services, controller);
  const run = generate(db, services, log, job, controller.signal).finally(() => {
    stopLease();
    services.writers.delete(job.replyId);
    services.running.delete(run);
  });
  services.running.add(run);
}

async function generate(
  db: Database,
  services: ChatServices,
  log: Logger,
  job: GenerationJob,
  signal: AbortSignal,
): Promise<void> {
  const key = String(job.replyId);
  let release = () => {};
  // The growing text lives in the hub, where a reopened chat on any copy gets it (through the
  // relay from another copy); the database gets the reply once, finished.
  let content = '';
  try {
    release = await services.queue.acquire(
      job.vip,
      (position) => services.hub.emit(key, { type: 'queue', data: { position } }),
      signal,
    );
    // Only checked text reaches the hub, so no follower, relay or stored row ever holds the rest.
    // A photo offer is taken out of the checked text before anything is shown (its line checked
    // with the reply, and again as an offer): stripped first, the space it holds back would keep
    // a finished sentence from being checked until the model wrote on.
    const selfie: SelfieCommands = { line: null };
    const checked = stripSelfieCommands(
      releaseCheckedText(
        (modelSignal) => services.model.stream(job.prompt, job.tier, modelSignal),
        replyPassageCheck(job.moderation, turnsOf(job.prompt)),
        signal,
      ),
      selfie,
    );
    for await (const text of checked) {
      content += text;
      services.hub.emit(key, { type: 'chunk', data: { text } });
    }
    signal.throwIfAborted();
    if (!content.trim()) throw new Error('the model answered with no text');
    const finished = await finishReply(db, job, content);
    // Gone with its conversation (an erased account), or failed by another copy that judged this
    // one gone: nobody is charged for it, but followers end.
    if (!finished)
      throw new Error('the reply was deleted or failed elsewhere while it was written');
    const done = await finishOffer(db, log, job, finished, selfie.line);
    if (services.voiceNotes) {
      // Spoken before `done`, so the stored reply and its followers get the note together.
      const voiceNote = await services.voiceNotes.make({
        replyId: job.replyId,
        conversationId: job.conversationId,
        content: done.content,
        userMessage:
          job.prompt.messages.findLast((message) => message.role === 'user')?.content ?? '',
        isUnseen: !services.hub.isFollowed(key),
        sendsPhoto: job.prompt.sendsPhoto,
      });
      if (voiceNote) done.voiceNote = voiceNote;
    }
    if (services.readyNotices && !services.hub.isFollowed(key)) {
      void noticeUnseenReply(db, services.readyNotices, job.conversationId).catch((error) =>
        log.warn({ err: error, replyId: job.replyId }, 'unseen reply notice failed'),
      );
    }
    services.hub.emit(key, { type: 'done', data: { message: toChatMessage(done, job.view) } });
    requestSceneUpdate(services, log, job);
  } catch (error) {
    if (error instanceof TextWithheld && !signal.aborted) {
      await withhold(db, services, log, job, error);
      return;
    }
    const stopped = signal.reason instanceof ReplyStopped ? signal.reason : null;
    const cause = stopped ?? error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    log.warn({ err: cause, replyId: job.replyId }, 'reply generation failed; refunding');
    try {
      await failReply(db, job.replyId, reason, job.charge);
    } catch (failError) {
      log.error({ err: failError, replyId: job.replyId }, 'could not mark a failed reply');
    }
    services.hub.emit(key, { type: 'error', data: stopped?.event ?? REPLY_FAILED });
  } finally {
    release();
  }
}

/** Asks for the scene's update after the finished reply, a job of its own the reply never waits for. */
function requestSceneUpdate(services: ChatServices, log: Logger, job: GenerationJob) {
  const { replyId, conversationId } = job;
  services.sceneUpdates
    ?.request({ conversationId, replyId, language: job.prompt.language })
    .catch((error: unknown) => log.warn({ err: error, replyId }, 'scene update not requested'));
}

/** The conversation's messages the reply answers, oldest first, as the prompt carries them. */
function turnsOf(prompt: ChatPrompt): string[] {
  return prompt.messages.flatMap((message) => (message.role === 'system' ? [] : [message.content]));
}

/** Withholds a refused reply (failed, refunded, logged) and ends it for its followers. */
async function withhold(
  db: Database,
  services: ChatServices,
  log: Logger,
  job: GenerationJob,
  withheld: TextWithheld,
) {
  const key = String(job.replyId);
  log.info(
    { replyId: job.replyId, category: withheld.verdict.category },
    'reply withheld by moderation; refunding',
  );
  try {
    await withholdReply(db, job, withheld, job.moderation.name);
  } catch (failError) {
    log.error({ err: failError, replyId: job.replyId }, 'could not withhold a reply');
  }
  services.hub.emit(key, { type: 'error', data: REPLY_WITHHELD });
}

/**
 * Stores the finished reply and shows it as the conversation's last message, in one statement (a
 * reply ends on every send, so this is on the hot path).
 */
async function finishReply(db: Database, job: GenerationJob, content: string) {
  const now = new Date();
  const result = (await executePrepared(
    db,
    'finish_reply',
    sql`
    with done as (
      update messages set content = ${content}, status = 'done', updated_at = ${now}, voice_note = null
      where id = ${job.replyId} and status = 'streaming'
      returning *
    ),
    touched as (
      update conversations
      set last_message_at = ${now}, last_message_preview = ${previewOf(content)}
      where id = ${job.conversationId} and exists (select 1 from done)
    )
    select to_jsonb(done) as message from done
  `,
  )) as { rows: RawRow[] };
  const row = result.rows[0];
  return row ? toMessageRow(fromJson<RawRow>(row.message)) : null;
}

/**
 * Marks a reply failed and gives back what it was paid with, once: only the call that moves the
 * reply out of `streaming` refunds, so the generation and a recovery by another copy cannot both.
 */
async function failReply(
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
    if (failed.length > 0) await refundReplyCharge(tx, charge);
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
