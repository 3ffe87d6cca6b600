/** Marker for a body over the limit. */
export const BODY_TOO_LARGE = Symbol('body too large');
/** Marker for a body that is not valid UTF-8. */
export const BODY_NOT_TEXT = Symbol('body not text');

/**
 * Reads a request body as UTF-8 text: refuses a declared length over `limitBytes` before reading,
 * and stops reading a chunked body as soon as it passes the limit.
 */
export async function readLimitedBody(
  request: Request,
  limitBytes: number,
): Promise<string | typeof BODY_TOO_LARGE | typeof BODY_NOT_TEXT> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limitBytes) return BODY_TOO_LARGE;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      // The rest stays unread on the connection: the 413 must close it (`closeAfterAnswer`).
      await reader.cancel();
      return BODY_TOO_LARGE;
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return BODY_NOT_TEXT;
  }
}
