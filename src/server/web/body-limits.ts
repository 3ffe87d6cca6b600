import { CARD_LIMITS, UPLOAD_CARD_PATH } from '@contract/character-cards';
import { MAX_REQUEST_BODY_BYTES } from '@contract/constants';
import { UPLOAD_PHOTO_MAX_BYTES, UPLOAD_PHOTO_PATH } from '@contract/studio';
import { VOICE_MAX_BYTES, VOICE_UPLOAD_PATH } from '@contract/voice-input';
import type { Context, MiddlewareHandler } from 'hono';
import { requestHeader } from './request-header';

/** A Telegram update is a few kilobytes; a megabyte leaves room for any the bot could get. */
export const TELEGRAM_UPDATE_MAX_BYTES = 1024 * 1024;
/** The sandbox forms post a button's action, a checkbox and a card name. */
export const SANDBOX_FORM_MAX_BYTES = 4 * 1024;

/**
 * The largest body each route takes (docs/decisions.md: body limits). Routes not listed read no
 * body, so they take none.
 */
const ROUTE_BODY_LIMITS: readonly { prefix: string; bytes: number }[] = [
  { prefix: '/api/', bytes: MAX_REQUEST_BODY_BYTES },
  { prefix: '/telegram/webhook', bytes: TELEGRAM_UPDATE_MAX_BYTES },
  { prefix: '/pay/sandbox/', bytes: SANDBOX_FORM_MAX_BYTES },
  { prefix: UPLOAD_PHOTO_PATH, bytes: UPLOAD_PHOTO_MAX_BYTES },
  { prefix: VOICE_UPLOAD_PATH, bytes: VOICE_MAX_BYTES },
  { prefix: UPLOAD_CARD_PATH, bytes: CARD_LIMITS.fileBytes },
];

export function bodyLimitFor(path: string): number {
  return ROUTE_BODY_LIMITS.find((route) => path.startsWith(route.prefix))?.bytes ?? 0;
}

/**
 * Marks an answer to a body we stopped reading: the rest of it is still on the connection, so
 * the connection must close after the answer, or the client's next request on it would be read
 * as part of this body (or hit a socket the server is tearing down).
 */
export function closeAfterAnswer(c: Context): void {
  c.header('connection', 'close');
}

/** 413 for a body over the route's limit, without reading it. */
export function bodyTooLarge(c: Context): Response {
  closeAfterAnswer(c);
  return c.text('Request body is too large', 413);
}

/**
 * Refuses a declared `Content-Length` over the route's limit before anything reads the body.
 * Chunked bodies declare no length: the routes that read a body stop at the same limit.
 */
export function limitDeclaredBodies(): MiddlewareHandler {
  return async (c, next) => {
    const declared = requestHeader(c, 'content-length');
    if (declared !== undefined && !(Number(declared) <= bodyLimitFor(c.req.path))) {
      // The API and the upload answer in their own envelope, from their own check.
      const ownEnvelope =
        c.req.path.startsWith('/api/') ||
        c.req.path === UPLOAD_PHOTO_PATH ||
        c.req.path === VOICE_UPLOAD_PATH ||
        c.req.path === UPLOAD_CARD_PATH;
      if (ownEnvelope) return next();
      return bodyTooLarge(c);
    }
    return next();
  };
}
