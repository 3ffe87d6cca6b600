import type { Context } from 'hono';
import {
  BODY_NOT_TEXT,
  BODY_TOO_LARGE,
  bodySourceOf,
  readLimitedBody,
} from '../api/read-limited-body';
import { bodyLimitFor, bodyTooLarge } from './body-limits';

/**
 * The fields of a posted HTML form (`application/x-www-form-urlencoded`, what our pages send),
 * read within the route's body limit; or the answer refusing it: 415 for any other encoding
 * (multipart included), 413 over the limit, 400 for a body that is not UTF-8.
 */
export async function readFormBody(c: Context): Promise<URLSearchParams | Response> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)) {
    return c.text('Send the form as application/x-www-form-urlencoded', 415);
  }
  const body = await readLimitedBody(bodySourceOf(c), bodyLimitFor(c.req.path));
  if (body === BODY_TOO_LARGE) return bodyTooLarge(c);
  if (body === BODY_NOT_TEXT) return c.text('The form is not UTF-8 text', 400);
  return new URLSearchParams(body);
}
