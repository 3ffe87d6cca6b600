import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { createTestApp, type TestApp } from './helpers/test-app';

const BOT_TOKEN = '1234567890:harness-test-bot-token';
const SECRET = 'webhook-secret-for-tests-123';

/** A Bot API that takes connections and never answers, as when Telegram is unreachable. */
async function startUnreachableBotApi() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiRoot: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const post = (t: TestApp, body: string, secret: string | null = SECRET) =>
  t.app.request('/telegram/webhook', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}),
    },
  });

describe('the bot webhook while the Bot API is unreachable', () => {
  let unreachable: Awaited<ReturnType<typeof startUnreachableBotApi>>;
  let t: TestApp;
  beforeAll(async () => {
    unreachable = await startUnreachableBotApi();
    t = await createTestApp({
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: unreachable.apiRoot,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
    });
  });
  afterAll(async () => {
    await t.close();
    await unreachable.close();
  });

  it('refuses a wrong or missing secret at once, without asking the Bot API', async () => {
    const update = JSON.stringify({ update_id: 1 });
    expect((await post(t, update, 'wrong-secret-for-tests-12')).status).toBe(401);
    expect((await post(t, update, null)).status).toBe(401);
    expect((await post(t, '{not json', 'wrong-secret-for-tests-12')).status).toBe(401);
    expect(unreachable.connections()).toBe(0);
  });

  it('asks Telegram to send a real update again later instead of hanging', async () => {
    const response = await post(t, JSON.stringify({ update_id: 2 }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(unreachable.connections()).toBeGreaterThan(0);
  });
});

describe('the bot webhook with malformed updates', () => {
  let fake: FakeTelegram;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeTelegram();
    t = await createTestApp({
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: fake.apiRoot,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const payment = (fields: Record<string, unknown>) =>
    JSON.stringify({
      update_id: 10,
      message: {
        message_id: 1,
        date: 1,
        chat: { id: 5, type: 'private' },
        from: { id: 5, is_bot: false, first_name: 'Mila' },
        successful_payment: {
          currency: 'XTR',
          total_amount: 100,
          invoice_payload: '0123456789abcdef',
          telegram_payment_charge_id: 'charge-1',
          provider_payment_charge_id: '',
          ...fields,
        },
      },
    });

  it('answers 400, never 500, to bodies that are not updates', async () => {
    const bodies = [
      '{not json',
      '',
      'null',
      '[1]',
      '"text"',
      JSON.stringify({ update_id: 'one' }),
      JSON.stringify({ update_id: 3, message: 'hello' }),
      JSON.stringify({ update_id: 4, pre_checkout_query: {} }),
      payment({ invoice_payload: 'a\u0000b' }),
      payment({ telegram_payment_charge_id: '\u0000' }),
      payment({ total_amount: 'a lot' }),
      payment({ subscription_expiration_date: 1e300 }),
    ];
    for (const body of bodies) {
      const response = await post(t, body);
      expect(response.status, body).toBe(400);
    }
  });

  it('accepts updates it has nothing to do with, and payments for unknown orders', async () => {
    const chat = JSON.stringify({
      update_id: 20,
      message: { message_id: 2, date: 1, chat: { id: 5, type: 'private' }, text: 'hi\u0000' },
    });
    expect((await post(t, chat)).status).toBe(200);
    expect((await post(t, JSON.stringify({ update_id: 21, poll: { id: 'x' } }))).status).toBe(200);
    expect((await post(t, payment({ invoice_payload: 'no-such-order' }))).status).toBe(200);
  });
});
