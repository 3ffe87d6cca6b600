import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { UPLOAD_CARD_PATH } from '@contract/character-cards';

/** The import's refusal: the envelope's code (`REFUSAL_CODE`), or null when none came. */
export class CardImportRefused extends Error {
  override name = 'CardImportRefused';

  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/**
 * Sends a character card file (PNG, JSON or CHARX) as the body, with the session token; she
 * comes back as a private draft to review.
 */
export async function uploadCard(file: Blob, lang: string): Promise<{ characterId: string }> {
  const response = await fetch(`${UPLOAD_CARD_PATH}?lang=${encodeURIComponent(lang)}`, {
    method: 'POST',
    body: file,
    headers: {
      'content-type': 'application/octet-stream',
      authorization: `Bearer ${storage.get(STORAGE_KEYS.token) ?? ''}`,
    },
  });
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: { characterId: string } | null;
  } | null;
  if (envelope?.code !== 0 || !envelope.data) {
    throw new CardImportRefused(envelope?.msg ?? `HTTP ${response.status}`, envelope?.code ?? null);
  }
  return envelope.data;
}
