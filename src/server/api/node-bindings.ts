import { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** Node's own request of a call served by @hono/node-server; null for in-process calls (tests). */
export function nodeRequestOf(c: Context): IncomingMessage | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : null;
}

/** Node's own response of a call served by @hono/node-server; null for in-process calls. */
export function nodeResponseOf(c: Context): ServerResponse | null {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : null;
}
