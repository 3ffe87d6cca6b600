import type { Context } from 'hono';
import { nodeRequestOf } from '../api/node-bindings';

/**
 * A request header by name, case-insensitive. Served by Node, it is read from Node's own parsed
 * headers: asking Hono's request would build a web Headers object of every header first, which
 * cost a chat send more than all of its own header checks. In-process requests (tests) use Hono's.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeRequestOf(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
