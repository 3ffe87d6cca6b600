import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES, SIGN_HEADER } from '../../src/contract/constants';
import { ORDER_STATUS } from '../../src/contract/enums';
import { signRequestBody } from '../../src/contract/request-sign';
import {
  SANDBOX_FORM_MAX_BYTES,
  TELEGRAM_UPDATE_MAX_BYTES,
} from '../../src/server/web/body-limits';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { pressSandbox, sandboxVipOrder, vipStatus } from './helpers/payments';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const SECRET = 'webhook-secret-for-tests-123';
const CHUNK = 64 * 1024;

let fake: FakeTelegram;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: '1234567890:harness-test-bot-token',
    TELEGRAM_API_ROOT: fake.apiRoot,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A body of `total` bytes made on demand, which counts how much of it the server pulled. */
function countingBody(total: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(CHUNK, total - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, pulled: () => pulled };
}

/** Every route that reads a body, with its limit and what it needs to get as far as reading. */
const READING_ROUTES: { path: string; limit: number; headers: Record<string, string> }[] = [
  {
    path: '/api/v1/config',
    limit: MAX_REQUEST_BODY_BYTES,
    headers: { 'content-type': 'application/json', [SIGN_HEADER]: 'unchecked' },
  },
  {
    path: '/telegram/webhook',
    limit: TELEGRAM_UPDATE_MAX_BYTES,
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
  },
  {
    path: '/pay/sandbox/0123456789abcdef',
    limit: SANDBOX_FORM_MAX_BYTES,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    path: '/pay/sandbox/card/0123456789abcdef',
    limit: SANDBOX_FORM_MAX_BYTES,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
];

/** Routes that read no body, so they take none. */
const NON_READING_PATHS = ['/', '/chat', '/media/portrait-luna-0', '/healthz', '/sitemap.xml'];

describe('body limits', () => {
  it('refuse a declared length over the limit before reading any of the body', async () => {
    const routes = [
      ...READING_ROUTES,
      ...NON_READING_PATHS.map((path) => ({ path, limit: 0, headers: {} })),
    ];
    for (const route of routes) {
      const body = countingBody(256 * 1024 * 1024);
      const response = await t.app.request(route.path, {
        method: 'POST',
        body: body.stream,
        headers: { ...route.headers, 'content-length': String(route.limit + 1) },
        duplex: 'half',
      } as RequestInit);
      expect(response.status, route.path).toBe(413);
      expect(response.headers.get('connection'), route.path).toBe('close');
      expect(body.pulled(), route.path).toBeLessThanOrEqual(CHUNK);
    }
  });

  it('stop reading a chunked body as soon as it passes the limit', async () => {
    for (const route of READING_ROUTES) {
      const body = countingBody(64 * 1024 * 1024);
      const response = await t.app.request(route.path, {
        method: 'POST',
        body: body.stream,
        headers: route.headers,
        duplex: 'half',
      } as RequestInit);
      expect(response.status, route.path).toBe(413);
      expect(response.headers.get('connection'), route.path).toBe('close');
      // The limit, and a chunk or two the stream had ready.
      expect(body.pulled(), route.path).toBeLessThanOrEqual(route.limit + 3 * CHUNK);
    }
  });
});

/** Sends a request on `agent`; `chunks` makes it a chunked POST. */
function send(
  agent: Agent,
  port: number,
  path: string,
  headers: Record<string, string>,
  chunks?: Buffer[],
) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path, agent, method: chunks ? 'POST' : 'GET', headers },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (part: string) => {
            body += part;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body,
            }),
          );
        },
      );
      outgoing.on('error', reject);
      for (const chunk of chunks ?? []) outgoing.write(chunk);
      outgoing.end();
    },
  );
}

describe('a 413 on a keep-alive connection', () => {
  it('closes that connection, so the next request on the same client succeeds', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    // One socket at most: the next request is sent on the connection the 413 came on, if kept.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const twoMegabytes = Array.from({ length: 32 }, () => Buffer.alloc(CHUNK, 0x20));
      for (const route of READING_ROUTES) {
        const refused = await send(agent, port, route.path, route.headers, twoMegabytes);
        expect(refused.status, route.path).toBe(413);
        expect(refused.connection, route.path).toBe('close');
        const next = await send(agent, port, '/healthz', {});
        expect(next.status, route.path).toBe(200);
        expect(next.body).toContain('ok');
      }
      // A small call keeps its connection, as before.
      const body = JSON.stringify({ t: 1 });
      const call = await send(
        agent,
        port,
        '/api/v1/config',
        {
          'content-type': 'application/json',
          [SIGN_HEADER]: signRequestBody(body, t.env.API_SIGN_SECRET),
        },
        [Buffer.from(body)],
      );
      expect(call).toMatchObject({ status: 200, connection: 'keep-alive' });
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a body cut off on the way', () => {
  it('leaves the server answering the next call', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      // Half of a declared body, then the caller is gone.
      const cut = new Promise<void>((resolve) => {
        const outgoing = request({
          host: '127.0.0.1',
          port,
          path: '/api/v1/config',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': '100' },
        });
        outgoing.on('error', () => resolve());
        outgoing.write('{"t":1,', () => setTimeout(() => outgoing.destroy(), 50));
        outgoing.on('close', () => resolve());
      });
      await cut;
      const body = JSON.stringify({ t: 1 });
      const next = await send(
        new Agent(),
        port,
        '/api/v1/config',
        {
          'content-type': 'application/json',
          [SIGN_HEADER]: signRequestBody(body, t.env.API_SIGN_SECRET),
        },
        [Buffer.from(body)],
      );
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ code: 0 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the sandbox checkout form', () => {
  it('takes only its own form encoding, and settles the order once it gets it', async () => {
    const buyer = await signInWithEmail(t, 'sandbox.form@example.com');
    const { orderId } = await sandboxVipOrder(t, buyer.token, 'vip-1m');
    const multipart = new FormData();
    multipart.set('action', 'pay');
    multipart.set('file', new Blob([new Uint8Array(1024)]), 'x.bin');
    const bodies: [BodyInit, Record<string, string>][] = [
      [multipart, {}],
      [
        '--x\r\nContent-Disposition: form-data; name="action"\r\n\r\npay\r\n--x',
        { 'content-type': 'multipart/form-data; boundary=y' },
      ],
      [JSON.stringify({ action: 'pay' }), { 'content-type': 'application/json' }],
      ['action=pay', {}],
    ];
    for (const [body, headers] of bodies) {
      const response = await t.app.request(`/pay/sandbox/${orderId}`, {
        method: 'POST',
        body,
        headers,
      });
      expect(response.status).toBe(415);
    }
    const weird = await t.app.request(`/pay/sandbox/${orderId}`, {
      method: 'POST',
      body: 'action=p%00ay&saveCard=%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(weird.status).toBe(400);
    expect(await vipStatus(t, { token: buyer.token, orderId })).toMatchObject({
      data: { orderStatus: ORDER_STATUS.wait },
    });
    expect((await pressSandbox(t, orderId, 'pay')).status).toBe(303);
    expect(await vipStatus(t, { token: buyer.token, orderId })).toMatchObject({
      data: { orderStatus: ORDER_STATUS.hasPay },
    });
  });
});
