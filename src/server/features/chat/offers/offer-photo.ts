import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database';
import { type MessagePhoto, messages } from '../../../db/schema/conversations';

/** The offer a chat photo job draws: the reply that carries it and the offer's id. */
export interface OfferPhotoJob {
  replyId: number;
  offerId: string;
}

/** The offer a chat photo job was ordered for, or null for a photo the user asked for. */
export function offerOfJob(input: Record<string, unknown>): OfferPhotoJob | null {
  return typeof input.offerId === 'string'
    ? { replyId: Number(input.replyId), offerId: input.offerId }
    : null;
}

/** The reply still waits for the photo of this offer: it is there, and the offer is paid. */
export const offerPhotoTarget = (job: OfferPhotoJob) =>
  and(
    eq(messages.id, job.replyId),
    sql`${messages.offer}->>'id' = ${job.offerId}`,
    sql`${messages.offer}->>'state' = 'drawing'`,
  );

/**
 * Puts the drawn photo on the reply, marked paid (its owner sees it sharp), and the offer `sent`.
 * Answers the reply's id, or nothing when it is gone.
 */
export function deliverOfferPhoto(tx: Transaction, job: OfferPhotoJob, photo: MessagePhoto) {
  return tx
    .update(messages)
    .set({
      photo: { ...photo, isPaid: true },
      offer: sql`${messages.offer} || '{"state":"sent"}'::jsonb`,
    })
    .where(offerPhotoTarget(job))
    .returning({ id: messages.id });
}

/** Drawing failed for good and the price came back: the offer waits for a tap again. */
export async function reopenOffer(tx: Transaction, job: OfferPhotoJob) {
  await tx
    .update(messages)
    .set({ offer: sql`${messages.offer} || '{"state":"open","isAuto":false}'::jsonb` })
    .where(offerPhotoTarget(job));
}
