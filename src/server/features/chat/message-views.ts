import type { ChatMessage } from '@contract/api/chat-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import type { HandlerContext } from '../../api/endpoint-handler';
import type { MessagePhoto, messages } from '../../db/schema/conversations';
import { mediaUrl } from '../characters/character-views';
import type { Entitlements } from '../entitlements/entitlements';

export type MessageRow = typeof messages.$inferSelect;

/** What the reader may see of a message: members see sent photos sharp, others blurred. */
export interface MessageView {
  /** The address of a photo's sharp copy, signed for this reader; null when they see it blurred. */
  sharpPhotoUrl: ((mediaId: string) => string) | null;
  /** The same for a photo the reader paid for (an offer they opened), member or not. */
  paidPhotoUrl?: ((mediaId: string) => string) | null;
}

/** Everyone who is not a member (tour visitors included) sees sent photos blurred. */
export const BLURRED_PHOTOS_VIEW: MessageView = { sharpPhotoUrl: null };

/** How `userId` sees messages, given their perks: a member gets signed sharp photo addresses. */
export async function messageViewFor(
  context: Pick<HandlerContext, 'media'>,
  userId: string,
  perks: Pick<Entitlements, 'aiSentPhotos'>,
): Promise<MessageView> {
  const signer = await context.media.signer();
  const signed = (mediaId: string) => signer.signedUrl(mediaId, userId);
  return { sharpPhotoUrl: perks.aiSentPhotos ? signed : null, paidPhotoUrl: signed };
}

/** A sent photo as the reader sees it: sharp for members, and for whoever paid for it. */
export function photoView(photo: MessagePhoto, view: MessageView) {
  const sharp = photo.isPaid ? (view.paidPhotoUrl ?? view.sharpPhotoUrl) : view.sharpPhotoUrl;
  return {
    id: photo.photoId,
    url: sharp ? sharp(photo.mediaId) : mediaUrl(photo.blurredMediaId),
    locked: !sharp,
  };
}

export function toChatMessage(row: MessageRow, view: MessageView): ChatMessage {
  return {
    id: String(row.id),
    conversationId: row.conversationId,
    role: row.role,
    content: row.content,
    status:
      row.status === 'failed' && row.failureReason === WITHHELD_REASON ? 'withheld' : row.status,
    alternatives: row.alternatives,
    giftId: row.giftId,
    photo: row.photo ? photoView(row.photo, view) : null,
    offer: row.offer,
    // Only on replies that have one, so every other message keeps its shape.
    ...(row.voiceNote
      ? {
          voiceNote: {
            url: mediaUrl(row.voiceNote.mediaId),
            seconds: row.voiceNote.seconds,
            waveform: row.voiceNote.waveform,
          },
        }
      : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The conversation list's preview of a message. */
export function previewOf(content: string): string {
  // Her *actions* are italics in a bubble; a one-line preview shows their words without the stars.
  const flat = content.replace(/\*/g, '').replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}

/** What a caller is told when a reply failed; its charge has been refunded by then. */
export const REPLY_FAILED = {
  code: REFUSAL_CODE.generationFailed,
  msg: 'The reply could not be written; what you paid was refunded',
} as const;

/**
 * The failure reason of a reply the moderation provider stopped, which the reader sees as
 * `withheld` (stored as `failed`, so every rule about failed replies holds for it).
 */
export const WITHHELD_REASON = 'withheld: the moderation provider refused part of the reply';

/** What a caller is told when her reply was withheld; its charge has been refunded by then. */
export const REPLY_WITHHELD = {
  code: REFUSAL_CODE.unsafeReply,
  msg: 'The reply turned to sexual content involving minors and was withheld; you were not charged for it',
} as const;

/** The final event of a failed reply as stored: withheld or failed. */
export function failureEventOf(row: Pick<MessageRow, 'failureReason'>) {
  return row.failureReason === WITHHELD_REASON ? REPLY_WITHHELD : REPLY_FAILED;
}
