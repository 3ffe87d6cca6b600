import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema/payments';
import { reportPurchases } from '../../src/server/features/payments/purchase-reports';
import { pressSandbox, sandboxVipOrder } from './helpers/payments';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A conversion tracker on 127.0.0.1 that keeps what it is sent and answers a set status. */
async function startTracker() {
  const received: unknown[] = [];
  let status = 200;
  const server: Server = createServer(async (request, response) => {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    if (status === 200) received.push(JSON.parse(Buffer.concat(parts).toString('utf8')));
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purchase`,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let tracker: Awaited<ReturnType<typeof startTracker>>;

beforeAll(async () => {
  t = await createTestApp();
  tracker = await startTracker();
});
afterAll(async () => {
  await tracker.close();
  await t.close();
});

let buyers = 0;
/** A new buyer (a member cannot buy VIP again) and their order, paid unless asked not to. */
async function order(planId: string, isPaid = true): Promise<{ orderId: string; buyer: SignedIn }> {
  const buyer = await signInWithEmail(t, `reported.${++buyers}@example.com`);
  const { orderId } = await sandboxVipOrder(t, buyer.token, planId);
  if (isPaid) await pressSandbox(t, orderId, 'pay');
  return { orderId, buyer };
}

describe('purchase reporting (spec §7)', () => {
  it('reports each paid order once, with what the tracker expects', async () => {
    const { orderId, buyer } = await order('vip-3m');
    // An order that was never paid is not a purchase.
    await order('vip-1m', false);

    expect(await reportPurchases(t.db, tracker.url)).toBe(1);
    expect(tracker.received).toEqual([
      {
        orderId,
        amount: 29.99,
        userId: buyer.uid,
        bizId: 'vip',
        payTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        payType: 'card',
        callbackType: 'PAYED',
        commodityId: 'vip-3m',
        commodityName: '3 months VIP',
        number: 1,
      },
    ]);
    expect(await reportPurchases(t.db, tracker.url)).toBe(0);
    expect(tracker.received).toHaveLength(1);
  });

  it('keeps a purchase the tracker refused and reports it on the next round', async () => {
    const { orderId } = await order('vip-week');
    tracker.answer(503);
    await expect(reportPurchases(t.db, tracker.url)).rejects.toThrow(/503/);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept?.reportedAt).toBeNull();

    tracker.answer(200);
    expect(await reportPurchases(t.db, tracker.url)).toBe(1);
    expect(tracker.received.at(-1)).toMatchObject({ orderId, commodityId: 'vip-week' });
  });

  it('leaves purchases older than a week alone', async () => {
    const { orderId } = await order('vip-12m');
    const nextWeek = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await reportPurchases(t.db, tracker.url, nextWeek)).toBe(0);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept?.reportedAt).toBeNull();
  });
});
