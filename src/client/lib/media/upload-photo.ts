import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { UPLOAD_PHOTO_PATH } from '@contract/studio';

export interface UploadedPhoto {
  uploadId: string;
  url: string;
  width: number;
  height: number;
}

/** The upload's refusal, with the server's message (spec §5 "Photo max 5M") and code. */
export class UploadRefused extends Error {
  override name = 'UploadRefused';

  constructor(
    message: string,
    /** The envelope's code (`REFUSAL_CODE`), or null when the server answered none. */
    readonly code: number | null,
  ) {
    super(message);
  }
}

/**
 * Sends a photo of mine as a video source: the file itself as the body (not JSON), with the
 * session token; answers the API's envelope.
 */
export async function uploadPhoto(file: Blob): Promise<UploadedPhoto> {
  const response = await fetch(UPLOAD_PHOTO_PATH, {
    method: 'POST',
    body: file,
    headers: {
      'content-type': file.type || 'application/octet-stream',
      authorization: `Bearer ${storage.get(STORAGE_KEYS.token) ?? ''}`,
    },
  });
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: UploadedPhoto | null;
  } | null;
  if (envelope?.code !== 0 || !envelope.data) {
    throw new UploadRefused(envelope?.msg ?? `HTTP ${response.status}`, envelope?.code ?? null);
  }
  return envelope.data;
}
