import { loadRefusalWording } from '@client/app/load-refusal-wording';
import { REFUSAL_CODE } from '@contract/api-codes';
import { UploadRefused } from './upload-photo';

/** Upload refusals with wording of their own: the pixel caps and the upload budget. */
const WORDED_CODES = new Set<number>([REFUSAL_CODE.pictureTooLarge, REFUSAL_CODE.uploadLimit]);

/**
 * Our wording of an upload's refusal when it has its own, else null (the caller says "not a
 * photo" or "Photo max 5M"). The wording is loaded with the first such refusal, as the app's.
 */
export async function uploadRefusalText(error: unknown): Promise<string | null> {
  if (!(error instanceof UploadRefused) || error.code === null || !WORDED_CODES.has(error.code)) {
    return null;
  }
  const { refusalMessage } = await loadRefusalWording();
  return refusalMessage(error.code);
}
