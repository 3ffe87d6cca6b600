// A chat reply over a real socket: served by Node, the events go straight onto its response
// (src/server/api/node-event-stream.ts), not through Hono's stream as in-process calls do. The
// answer keeps the security headers the middlewares add, and a caller who leaves mid-reply
// stops only the writing: the reply is still written, stored and charged once.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { messages } from '../../src/server/db/schema/conversations';
import { users } from '../../src/server/db/schema/users';
import { openConversation, parseEvents, repliesSettled, setBalances } from './helpers/chat';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let server: ReturnType<typeof serve>;
let origin: string;
beforeAll(async () => {
  // A word every 20 ms: long enough to leave in the middle of a reply.
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '20' });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

function send(body: Record<string, unknown>, signal?: AbortSignal) {
  const text = JSON.stringify(body);
  return fetch(`${origin}/api/v1/session/chat`, {
    method: 'POST',
    body: text,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      [SIGN_HEADER]: signRequestBody(text, t.env.API_SIGN_SECRET),
    },
    ...(signal ? { signal } : {}),
  });
}

describe('a reply streamed over HTTP', () => {
  it('arrives event by event, with the security headers, and ends with the stored reply', async () => {
    const { token, uid } = await signInWithEmail(t, 'http-stream@x.com');
    await setBalances(t, uid, { energy: 10 });
    const conversationId = await openConversation(t, token, 'sofia');
    const response = await send({ token, conversationId, content: 'tell me about your day' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const events = parseEvents(await response.text());
    expect(events[0]?.type).toBe('accepted');
    // A checked sentence at a time (issue 32): several chunks, not one at the end.
    expect(events.filter((event) => event.type === 'chunk').length).toBeGreaterThan(1);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const text = events
      .filter((event) => event.type === 'chunk')
      .map((event) => (event.data as { text: string }).text)
      .join('');
    expect((done?.data as { message: { content: string } } | undefined)?.message.content).toBe(
      text,
    );
  });

  it('goes on without a caller who left after the first event: stored, charged once', async () => {
    const { token, uid } = await signInWithEmail(t, 'http-leaver@x.com');
    await setBalances(t, uid, { energy: 10 });
    const conversationId = await openConversation(t, token, 'sofia');
    const leaving = new AbortController();
    const response = await send(
      { token, conversationId, content: 'a long story please' },
      leaving.signal,
    );
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('event: accepted');
    leaving.abort();
    await reader?.cancel().catch(() => {});
    await repliesSettled(t);
    const stored = await t.db
      .select({ role: messages.role, status: messages.status, content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    const reply = stored.filter((row) => row.role !== 'user').at(-1);
    expect(reply?.status).toBe('done');
    expect(reply?.content.length).toBeGreaterThan(20);
    const [balance] = await t.db
      .select({ energy: users.energy })
      .from(users)
      .where(eq(users.id, uid));
    expect(balance?.energy).toBe(9);
    // The server still answers the next send on the same conversation.
    const next = await send({ token, conversationId, content: 'and then?' });
    expect(parseEvents(await next.text()).at(-1)?.type).toBe('done');
  });
});
