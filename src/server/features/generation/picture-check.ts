import {
  type ModerationProvider,
  ModerationUnavailable,
} from '../../providers/moderation/moderation-provider';
import { GenerationFailure } from './generation-kind';

/** What a generation kind needs to check the pictures its model drew. */
export interface PictureCheck {
  moderation: ModerationProvider;
  /** Whether the pictures come from an embedded demo model, which draws adults only: unchecked. */
  isDemoModel: boolean;
}

/**
 * Checks a picture a real model drew before it is stored, shown or charged for: one the
 * moderation provider refuses fails the job for good (the worker refunds it); one it could not
 * check fails the run as retryable, and the job is refunded once its runs are spent (pictures
 * fail closed: docs/decisions.md). A provider that cannot see pictures lets it through.
 */
export async function checkDrawnPicture(
  check: PictureCheck,
  picture: { bytes: Uint8Array; contentType: string },
): Promise<void> {
  if (check.isDemoModel) return;
  let verdict: Awaited<ReturnType<ModerationProvider['checkPicture']>>;
  try {
    verdict = await check.moderation.checkPicture({
      bytes: picture.bytes,
      mimeType: picture.contentType,
    });
  } catch (error) {
    if (error instanceof ModerationUnavailable) {
      throw new GenerationFailure(`the picture could not be checked: ${error.message}`, true);
    }
    throw error;
  }
  if (verdict.verdict === 'refused') {
    throw new GenerationFailure(
      `the picture was refused by moderation (${verdict.category}: ${verdict.matched})`,
      false,
    );
  }
}
