import type { VerificationStatus } from '@contract/api/report-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Database, Executor } from '../../db/database';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-error';
import { media } from '../../db/schema/media';
import { moderationDecisions, profileVerifications } from '../../db/schema/reports';
import { studioItems } from '../../db/schema/studio-items';
import { users } from '../../db/schema/users';
import { newOpaqueId } from '../../lib/secrets';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { mediaBytes } from '../media/media-bytes';
import { deleteOwnedMedia, type RemovalLog, removeMediaFiles } from '../media/media-file-removal';
import { UPLOAD_FOLDER } from '../studio/video-source';
import { ModerationRefused } from './moderation';

/** Whether the law of the user's country (AGE_VERIFICATION_COUNTRIES) asks for an age check. */
function verificationRequired(
  countries: readonly string[],
  user: { countryCode: string | null },
): boolean {
  return user.countryCode !== null && countries.includes(user.countryCode.toUpperCase());
}

/** The user's latest verification as their profile shows it. */
export async function verificationStatus(
  db: Executor,
  countries: readonly string[],
  user: { id: string; countryCode: string | null },
): Promise<VerificationStatus> {
  const [latest] = await db
    .select({ state: profileVerifications.state, reason: profileVerifications.reason })
    .from(profileVerifications)
    .where(eq(profileVerifications.userId, user.id))
    .orderBy(desc(profileVerifications.createdAt))
    .limit(1);
  return {
    state: latest?.state ?? 'none',
    reason: latest?.state === 'rejected' ? latest.reason : null,
    required: verificationRequired(countries, user),
  };
}

/**
 * Refuses what needs an approved verification (publishing a character, explicit content) to a
 * user whose country asks for one and who has none yet.
 */
export async function assertVerifiedWhereRequired(
  db: Executor,
  countries: readonly string[],
  uid: string,
): Promise<void> {
  if (countries.length === 0) return;
  const [user] = await db
    .select({ id: users.id, countryCode: users.countryCode })
    .from(users)
    .where(eq(users.id, uid));
  if (!user) return;
  const status = await verificationStatus(db, countries, user);
  if (status.required && status.state !== 'approved') {
    throw new ApiFailure(
      REFUSAL_CODE.verificationNeeded,
      'Verify your age first: the law where you live asks for it',
    );
  }
}

/**
 * Records a verification from two of the user's own uploads, which become moderator-only at once
 * (not even their owner fetches them again, nor orders a clip of them). One waits at a time; an
 * approved user is done. An upload already made into a clip is refused: the clip would outlive
 * the document's deletion (docs/decisions.md: verification pictures).
 */
export async function submitVerification(
  db: Database,
  uid: string,
  selfieId: string,
  documentId: string,
): Promise<void> {
  if (selfieId === documentId) {
    throw new ApiFailure(REFUSAL_CODE.uploadRefused, 'Send two different pictures');
  }
  try {
    await db.transaction(async (tx) => {
      const [latest] = await tx
        .select({ state: profileVerifications.state })
        .from(profileVerifications)
        .where(eq(profileVerifications.userId, uid))
        .orderBy(desc(profileVerifications.createdAt))
        .limit(1);
      if (latest?.state === 'pending' || latest?.state === 'approved') {
        throw new ApiFailure(
          REFUSAL_CODE.verificationStateWrong,
          latest.state === 'pending'
            ? 'Your verification is waiting for review'
            : 'You are already verified',
        );
      }
      const taken = await tx
        .update(media)
        .set({ access: 'moderators' })
        .where(
          and(
            inArray(media.id, [selfieId, documentId]),
            eq(media.ownerId, uid),
            eq(media.access, 'owner'),
            like(media.storageKey, `${UPLOAD_FOLDER}/%`),
          ),
        )
        .returning({ id: media.id });
      if (taken.length !== 2) {
        throw new ApiFailure(REFUSAL_CODE.notFound, 'Upload the selfie and the document first');
      }
      // The rows are locked now: a clip ordered in parallel is either seen here or refused there.
      const [used] = await tx
        .select({ id: studioItems.id })
        .from(studioItems)
        .where(
          and(
            // Only their owner makes clips of uploads; the owner's index finds them.
            eq(studioItems.ownerId, uid),
            inArray(studioItems.sourceMediaId, [selfieId, documentId]),
          ),
        )
        .limit(1);
      if (used) {
        throw new ApiFailure(
          REFUSAL_CODE.pictureAlreadyUsed,
          'This picture was already made into a video: take a new one for the age check',
        );
      }
      await tx.insert(profileVerifications).values({
        id: newOpaqueId(),
        userId: uid,
        selfieMediaId: selfieId,
        documentMediaId: documentId,
      });
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
      throw new ApiFailure(
        REFUSAL_CODE.verificationStateWrong,
        'Your verification is waiting for review',
      );
    }
    throw error;
  }
}

/** A verification waiting for a moderator. */
export interface VerificationUnderReview {
  verificationId: string;
  userId: string;
  createdAt: Date;
}

export async function listPendingVerifications(db: Executor): Promise<VerificationUnderReview[]> {
  return db
    .select({
      verificationId: profileVerifications.id,
      userId: profileVerifications.userId,
      createdAt: profileVerifications.createdAt,
    })
    .from(profileVerifications)
    .where(eq(profileVerifications.state, 'pending'))
    .orderBy(profileVerifications.createdAt);
}

/** The selfie and document of a pending verification, for a moderator's eyes only. */
export async function verificationImages(
  db: Executor,
  storage: MediaStorage,
  verificationId: string,
): Promise<{ selfie: Buffer; document: Buffer; contentTypes: [string, string] }> {
  const [row] = await db
    .select()
    .from(profileVerifications)
    .where(
      and(eq(profileVerifications.id, verificationId), eq(profileVerifications.state, 'pending')),
    );
  if (!row?.selfieMediaId || !row.documentMediaId) {
    throw new ModerationRefused(`No verification ${verificationId} is waiting.`);
  }
  const files = await db
    .select()
    .from(media)
    .where(inArray(media.id, [row.selfieMediaId, row.documentMediaId]));
  const selfie = files.find((file) => file.id === row.selfieMediaId);
  const document = files.find((file) => file.id === row.documentMediaId);
  const selfieBytes = selfie ? await mediaBytes(selfie, storage) : null;
  const documentBytes = document ? await mediaBytes(document, storage) : null;
  if (!selfie || !document || !selfieBytes || !documentBytes) {
    throw new ModerationRefused(`The pictures of verification ${verificationId} are missing.`);
  }
  return {
    selfie: selfieBytes,
    document: documentBytes,
    contentTypes: [selfie.contentType, document.contentType],
  };
}

/**
 * A moderator's review: approved, or rejected with a reason the user reads and may appeal. The
 * selfie and document are deleted either way (rows in the transaction, files after it).
 */
export async function decideVerification(
  db: Database,
  storage: MediaStorage,
  verificationId: string,
  verdict: 'approve' | 'reject',
  reason: string,
  log: RemovalLog,
): Promise<void> {
  if (verdict === 'reject' && !reason.trim()) {
    throw new ModerationRefused('Say why the verification is rejected.');
  }
  const keys = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        selfie: profileVerifications.selfieMediaId,
        document: profileVerifications.documentMediaId,
      })
      .from(profileVerifications)
      .where(eq(profileVerifications.id, verificationId));
    const [row] = await tx
      .update(profileVerifications)
      .set({
        state: verdict === 'approve' ? 'approved' : 'rejected',
        reason: verdict === 'reject' ? reason.trim() : null,
        reviewedAt: new Date(),
        selfieMediaId: null,
        documentMediaId: null,
      })
      .where(
        and(eq(profileVerifications.id, verificationId), eq(profileVerifications.state, 'pending')),
      )
      .returning({ userId: profileVerifications.userId });
    if (!row) throw new ModerationRefused(`No verification ${verificationId} is waiting.`);
    const ids = [before?.selfie, before?.document].filter((id): id is string => Boolean(id));
    const files = await deleteOwnedMedia(tx, row.userId, ids);
    if (verdict === 'reject') {
      await tx.insert(moderationDecisions).values({
        id: newOpaqueId(),
        userId: row.userId,
        targetType: 'verification',
        targetId: verificationId,
        action: 'rejected',
        reason: reason.trim(),
      });
    }
    return files;
  });
  await removeMediaFiles(db, storage, keys, log);
}
