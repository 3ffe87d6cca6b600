import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { nodeRequestOf } from './node-bindings';

/** Marker for a body over the limit. */
export const BODY_TOO_LARGE = Symbol('body too large');
/** Marker for a body that is not valid UTF-8. */
export const BODY_NOT_TEXT = Symbol('body not text');

/** Where a request's body can be read: a web Request, or Node's own request. */
export type BodySource = Request | IncomingMessage;

/**
 * Where to read the body of `c`'s request from: Node's own request when @hono/node-server serves
 * it, else the web Request (in-process calls). Reading Node's request directly spares building the
 * web Request, its abort signal and its body stream, which every chat send paid for.
 */
export function bodySourceOf(c: Context): BodySource {
  return nodeRequestOf(c) ?? c.req.raw;
}

/** The raw bytes of a body of at most `limitBytes`, or `BODY_TOO_LARGE` (declared or counted). */
export async function readLimitedBytes(
  source: BodySource,
  limitBytes: number,
): Promise<Buffer | typeof BODY_TOO_LARGE> {
  if (source instanceof IncomingMessage) return readNodeBody(source, limitBytes);
  const request = source;
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

/** `readLimitedBytes` from Node's request: data events until the end, or until the limit passes. */
function readNodeBody(
  incoming: IncomingMessage,
  limitBytes: number,
): Promise<Buffer | typeof BODY_TOO_LARGE> {
  const declared = Number(incoming.headers['content-length'] ?? '0');
  if (declared > limitBytes) return Promise.resolve(BODY_TOO_LARGE);
  if (incoming.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onGone);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limitBytes) {
        // The rest stays unread on the connection: the 413 must close it (`closeAfterAnswer`).
        stop();
        incoming.pause();
        resolve(BODY_TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, total));
    };
    const onGone = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => onGone(new Error('The request was cut off before its body ended'));
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onGone);
    incoming.once('close', onClose);
  });
}

/**
 * Reads a request body as UTF-8 text: refuses a declared length over `limitBytes` before reading,
 * and stops reading a chunked body as soon as it passes the limit.
 */
export async function readLimitedBody(
  source: BodySource,
  limitBytes: number,
): Promise<string | typeof BODY_TOO_LARGE | typeof BODY_NOT_TEXT> {
  const bytes = await readLimitedBytes(source, limitBytes);
  if (bytes === BODY_TOO_LARGE) return BODY_TOO_LARGE;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return BODY_NOT_TEXT;
  }
}
