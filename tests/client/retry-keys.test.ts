// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionKeys } from '../../src/client/lib/api/action-keys';
import { createApiClient } from '../../src/client/lib/api/api-client';
import { ApiError } from '../../src/client/lib/api/api-error';
import { learnServerClock, serverNow } from '../../src/client/lib/api/server-clock';
import { ENDPOINT_PATHS } from '../../src/contract/api/endpoint-paths';

let baseUrl = '';
let lastBody: Record<string, unknown> = {};
let close: () => void = () => {};

beforeAll(async () => {
  const app = new Hono();
  app.post('/api/v1/session/chat', async (c) => {
    lastBody = (await c.req.json()) as Record<string, unknown>;
    return c.json({ code: 0, msg: 'ok', data: null });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  close = () => server.close();
});
afterAll(() => close());

describe('keys of actions that spend', () => {
  it('keeps an action’s key until an answer says how it ended', () => {
    const keys = createActionKeys();
    const first = keys.keyFor('send:hello');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // No answer (the network dropped, the server broke): trying again is the same action.
    keys.settle('send:hello', new ApiError('network', 'offline'));
    expect(keys.keyFor('send:hello')).toBe(first);
    keys.settle('send:hello', new TypeError('stream cut'));
    expect(keys.keyFor('send:hello')).toBe(first);
    keys.settle('send:hello', new ApiError('http', 'Bad Gateway(502)', 502));
    expect(keys.keyFor('send:hello')).toBe(first);
    expect(keys.keyFor('send:bye')).not.toBe(first);
    // A refusal or a success ends it: doing it again is a new action, paid again.
    keys.settle('send:hello', new ApiError('code', 'Out of energy', 2012));
    const second = keys.keyFor('send:hello');
    expect(second).not.toBe(first);
    keys.settle('send:hello');
    expect(keys.keyFor('send:hello')).not.toBe(second);
  });

  it('sends the key with the call, beside the automatic fields', async () => {
    const call = createApiClient({
      prefixUrl: baseUrl,
      secret: 's',
      automaticFields: () => ({ token: 'tk', t: 5 }),
    });
    await call(
      ENDPOINT_PATHS.chat,
      { conversationId: 'c', content: 'hi' },
      { idempotencyKey: 'key-123456' },
    );
    expect(lastBody).toEqual({
      token: 'tk',
      t: 5,
      idempotencyKey: 'key-123456',
      conversationId: 'c',
      content: 'hi',
    });
  });
});

describe('the server clock', () => {
  it('corrects the time of calls on a device whose clock is far off, and only then', () => {
    // The device's clock stands still, so the comparisons hold however slow the machine is.
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 12), toFake: ['Date'] });
    try {
      const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toUTCString();
      learnServerClock(new Response(null, { headers: { date: inAnHour } }));
      expect(serverNow() - Date.now()).toBe(60 * 60 * 1000);
      learnServerClock(new Response(null, { headers: { date: new Date().toUTCString() } }));
      expect(serverNow()).toBe(Date.now());
    } finally {
      vi.useRealTimers();
    }
  });
});
