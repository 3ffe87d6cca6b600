import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database';
import { REPORT_TARGET_TYPES, type ReportTargetType } from '../../db/schema/reports';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { removeMediaFiles } from '../media/media-file-removal';
import {
  decideAppeal,
  decideReport,
  listModerationQueue,
  listPendingAppeals,
  ModerationRefused,
} from './moderation';
import { listPhotosUnderReview, reviewPhoto } from './photo-review';
import { decideVerification, listPendingVerifications, verificationImages } from './verification';

/** The moderation commands of `npm run support`, one line each. */
export const MODERATION_USAGE = [
  '       npm run support -- photos-to-review',
  '       npm run support -- review-photo <itemId> keep|remove',
  '       npm run support -- queue',
  '       npm run support -- decide character|photo|message|creator|chat <id> keep|remove [note]',
  '       npm run support -- appeals',
  '       npm run support -- answer-appeal <appealId> uphold|deny <answer>',
  '       npm run support -- verifications',
  '       npm run support -- verification-images <verificationId> <folder>',
  '       npm run support -- verify <verificationId> approve|reject [reason]',
];

export const MODERATION_COMMANDS = new Set([
  'photos-to-review',
  'review-photo',
  'queue',
  'decide',
  'appeals',
  'answer-appeal',
  'verifications',
  'verification-images',
  'verify',
]);

/** Where a command writes: `info` for results, `error` for refusals. */
export interface CommandOutput {
  info(line: string): void;
  error(line: string): void;
}

const isTarget = (value: string | undefined): value is ReportTargetType =>
  REPORT_TARGET_TYPES.includes(value as ReportTargetType);

/**
 * Runs one moderation command (`args` as typed after `npm run support --`) and answers its exit
 * code: 0 done, 1 refused (nothing waiting under that id), 2 wrong usage.
 */
export async function runModerationCommand(
  db: Database,
  storage: MediaStorage,
  args: readonly string[],
  out: CommandOutput,
): Promise<number> {
  const [action, id, verdict, ...words] = args;
  const note = words.join(' ').trim();
  const usage = () => {
    out.error(`usage:\n${MODERATION_USAGE.join('\n')}`);
    return 2;
  };
  try {
    switch (action) {
      case 'photos-to-review': {
        const photos = await listPhotosUnderReview(db);
        if (photos.length === 0) out.info('No reported photo is waiting for review.');
        for (const photo of photos) {
          out.info(
            `${photo.itemId}  ${photo.reports} report(s)${photo.hidden ? '  hidden' : ''}  character ${photo.characterId}  owner ${photo.ownerId}  /media/${photo.mediaId ?? '-'}  "${photo.prompt}"`,
          );
        }
        return 0;
      }
      case 'review-photo': {
        if (!id || (verdict !== 'keep' && verdict !== 'remove')) return usage();
        if (!(await reviewPhoto(db, id, verdict))) {
          out.error(`No reported photo ${id} is waiting for review.`);
          return 1;
        }
        out.info(
          verdict === 'keep' ? `Photo ${id} is back in the gallery.` : `Photo ${id} was removed.`,
        );
        return 0;
      }
      case 'queue': {
        const queue = await listModerationQueue(db);
        if (queue.length === 0) out.info('No report is waiting.');
        for (const entry of queue) {
          const reasons = Object.entries(entry.reasons)
            .map(([reason, n]) => `${reason}×${n}`)
            .join(', ');
          const notes = entry.details.map((detail) => `"${detail}"`).join(' ');
          out.info(
            `${entry.targetType} ${entry.targetId}  ${entry.reports} reporter(s)  ${reasons}${entry.hidden ? '  hidden' : ''}${notes ? `  ${notes}` : ''}`,
          );
        }
        return 0;
      }
      case 'decide': {
        const [, type, targetId, decision, ...rest] = args;
        if (!isTarget(type) || !targetId || (decision !== 'keep' && decision !== 'remove')) {
          return usage();
        }
        const files = await decideReport(db, type, targetId, decision, rest.join(' ').trim());
        // A file storage refuses now stays recorded; the server's media file task removes it.
        await removeMediaFiles(db, storage, files, {
          warn: (_fields, message) => out.error(message),
        });
        out.info(`${type} ${targetId}: ${decision === 'keep' ? 'kept' : 'removed'}.`);
        return 0;
      }
      case 'appeals': {
        const list = await listPendingAppeals(db);
        if (list.length === 0) out.info('No appeal is waiting.');
        for (const appeal of list) {
          out.info(
            `${appeal.appealId}  ${appeal.action} ${appeal.targetType} ${appeal.targetId} (${appeal.reason})  user ${appeal.userId}  "${appeal.message}"`,
          );
        }
        return 0;
      }
      case 'answer-appeal': {
        if (!id || (verdict !== 'uphold' && verdict !== 'deny') || !note) return usage();
        await decideAppeal(db, id, verdict, note);
        out.info(
          `Appeal ${id} ${verdict === 'uphold' ? 'upheld: the decision is undone' : 'denied'}.`,
        );
        return 0;
      }
      case 'verifications': {
        const list = await listPendingVerifications(db);
        if (list.length === 0) out.info('No verification is waiting.');
        for (const entry of list) {
          out.info(
            `${entry.verificationId}  user ${entry.userId}  ${entry.createdAt.toISOString()}`,
          );
        }
        return 0;
      }
      case 'verification-images': {
        if (!id || !verdict) return usage();
        const images = await verificationImages(db, storage, id);
        await mkdir(verdict, { recursive: true });
        const extension = (type: string) => type.split('/')[1] ?? 'img';
        const selfie = path.join(verdict, `${id}-selfie.${extension(images.contentTypes[0])}`);
        const document = path.join(verdict, `${id}-document.${extension(images.contentTypes[1])}`);
        // Readable by the moderator only; the review deletes the stored copies, not these.
        await writeFile(selfie, images.selfie, { mode: 0o600 });
        await writeFile(document, images.document, { mode: 0o600 });
        out.info(`${selfie}\n${document}\nDelete these files once you have decided.`);
        return 0;
      }
      case 'verify': {
        if (!id || (verdict !== 'approve' && verdict !== 'reject')) return usage();
        // A file storage refuses now stays recorded; the server's media file task removes it.
        await decideVerification(db, storage, id, verdict, note, {
          warn: (_fields, message) => out.error(message),
        });
        out.info(
          `Verification ${id} ${verdict === 'approve' ? 'approved' : 'rejected'}; its pictures are deleted.`,
        );
        return 0;
      }
      default:
        return usage();
    }
  } catch (error) {
    if (error instanceof ModerationRefused) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}
