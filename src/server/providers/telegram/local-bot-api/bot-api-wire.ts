import type { Context } from 'hono';
import { z } from 'zod';

/** The HTTP statuses the Bot API answers errors with; `error_code` repeats the status. */
export type BotApiErrorCode = 400 | 401 | 404 | 409;

/** `{ ok: true, result }`, as the Bot API answers a call that worked (some add a description). */
export const botApiResult = (c: Context, result: unknown, description?: string) =>
  c.json({ ok: true, result, ...(description ? { description } : {}) });

/** `{ ok: false, error_code, description }` with the same HTTP status, as the Bot API answers. */
export const botApiError = (c: Context, code: BotApiErrorCode, description: string) =>
  c.json({ ok: false, error_code: code, description }, code);

/**
 * A method's parameters, as the Bot API takes them: from the query string and from a JSON,
 * urlencoded or multipart body (later wins). Null when a JSON body is not an object.
 */
export async function readBotApiParams(c: Context): Promise<Record<string, unknown> | null> {
  const params: Record<string, unknown> = Object.fromEntries(new URL(c.req.url).searchParams);
  if (c.req.method !== 'POST') return params;
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await c.req.text();
    if (!text.trim()) return params;
    try {
      const body: unknown = JSON.parse(text);
      if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
      return { ...params, ...(body as Record<string, unknown>) };
    } catch {
      return null;
    }
  }
  if (type.includes('multipart/form-data')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return null;
    const fields = multipartParams(Buffer.from(await c.req.arrayBuffer()), boundary);
    for (const [key, value] of Object.entries(fields)) {
      // A file may be sent as a part of its own that the field names (`attach://<part>`).
      const attached = typeof value === 'string' && /^attach:\/\/(.+)$/.exec(value)?.[1];
      params[key] = attached && Buffer.isBuffer(fields[attached]) ? fields[attached] : value;
    }
  } else if (type.includes('application/x-www-form-urlencoded')) {
    const body = await c.req.parseBody();
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') params[key] = value;
    }
  }
  return params;
}

/**
 * The fields of a multipart body: text as strings, an uploaded file (a voice note) as its bytes.
 * Read here rather than by `formData()`, whose parser refuses grammY's uploads (undici is stricter
 * than Telegram about the closing boundary).
 */
function multipartParams(body: Buffer, boundary: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      // The part's content ends before the CRLF that precedes the next delimiter.
      const content = part.subarray(headerEnd + 4, Math.max(headerEnd + 4, part.length - 2));
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      if (name) params[name] = /filename=/i.test(headers) ? content : content.toString('utf8');
    }
    at = next;
  }
  return params;
}

/**
 * A parameter that is not a string: a form body or a query string sends numbers, booleans,
 * arrays and objects as JSON text, which the Bot API decodes; a JSON body sends them as they are.
 */
export const wireValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

/** A Bot API style `Bad Request` description for parameters that failed their schema. */
export function describeBadParams(error: z.ZodError): string {
  const [issue] = error.issues;
  const field = issue?.path.join('.') || 'parameters';
  return `Bad Request: ${field}: ${issue?.message ?? 'invalid'}`;
}
