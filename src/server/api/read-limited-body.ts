/** Marker for a body over the limit. */
export const BODY_TOO_LARGE = Symbol('body too large');
/** Marker for a body that is not valid UTF-8. */
export const BODY_NOT_TEXT = Symbol('body not text');

/** The raw bytes of a body of at most `limitBytes`, or `BODY_TOO_LARGE` (declared or counted). */
export async function readLimitedBytes(
  request: Request,
  limitBytes: number,
): Promise<Buffer | typeof BODY_TOO_LARGE> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limitBytes) return BODY_TOO_LARGE;
  if (!request.body) return Buffer.alloc(0);
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
  return Buffer.concat(chunks);
}

/**
 * Reads a request body as UTF-8 text: refuses a declared length over `limitBytes` before reading,
 * and stops reading a chunked body as soon as it passes the limit.
 */
export async function readLimitedBody(
  request: Request,
  limitBytes: number,
): Promise<string | typeof BODY_TOO_LARGE | typeof BODY_NOT_TEXT> {
  const bytes = await readLimitedBytes(request, limitBytes);
  if (bytes === BODY_TOO_LARGE) return BODY_TOO_LARGE;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return BODY_NOT_TEXT;
  }
}
