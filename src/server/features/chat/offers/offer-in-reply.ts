import type { Database } from '../../../db/database';
import type { Logger } from '../../../lib/logger';
import type { ModerationProvider } from '../../../providers/moderation/moderation-provider';
import type { MessageRow } from '../message-views';
import { clearOpenOffer, storePhotoOffer } from './photo-offers';

/** A signed-in user who may be offered a photo in a reply, and how to start one that opened. */
export interface OfferTaker {
  userId: string;
  /** Wakes a worker for a photo job that opened by itself (after its transaction committed). */
  wake(jobId: string): Promise<void>;
}

/**
 * Stores the photo she offered in a finished reply (see `storePhotoOffer`), after her line passed
 * the moderation check like her text did; clears an offer still open on a reply written again
 * without one. Answers the reply as it now is. A failure here costs the offer, never the reply.
 */
export async function finishOffer(
  db: Database,
  log: Logger,
  job: {
    replyId: number;
    conversationId: string;
    offers?: OfferTaker | null;
    moderation: ModerationProvider;
  },
  row: MessageRow,
  line: string | null,
): Promise<MessageRow> {
  const { offers } = job;
  if (!offers) return row;
  try {
    if (!line) {
      if (row.offer?.state !== 'open') return row;
      await clearOpenOffer(db, row.id);
      return { ...row, offer: null };
    }
    const verdict = await job.moderation.checkText({ text: line, recentTurns: async () => [] });
    if (verdict.verdict !== 'allowed') {
      log.info({ replyId: job.replyId }, 'photo offer dropped: its line was refused');
      return row;
    }
    const stored = await storePhotoOffer(db, {
      userId: offers.userId,
      conversationId: job.conversationId,
      replyId: job.replyId,
      line,
    });
    if (!stored) return row;
    if (stored.jobId) await offers.wake(stored.jobId);
    return stored.row;
  } catch (error) {
    log.warn({ err: error, replyId: job.replyId }, 'photo offer could not be stored');
    return row;
  }
}
