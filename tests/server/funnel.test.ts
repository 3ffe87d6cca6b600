import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFunnel, funnelReport } from '../../src/server/features/analytics/funnel';
import { openConversation } from './helpers/chat';
import { pressSandbox, sandboxVipOrder } from './helpers/payments';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A device's cold start as the client reports it, attributed to its channel and entry page. */
const coldStart = (uuid: string, params: Record<string, string>) =>
  t.call('/v1/log/report', { uuid, events: [{ event: 'open', params: { code: 0, ...params } }] });

/** Any later event of the device, made while signed in. */
const signedInEvent = (uuid: string, token: string) =>
  t.call('/v1/log/report', { uuid, token, events: [{ event: 'page_load_time', params: {} }] });

describe('the growth funnel', () => {
  it('follows the same visitors from the visit to sign-in, first chat and first purchase', async () => {
    const landing = { ch: 'ads', entry: '/landing/role1' };
    await coldStart('funnel-visitor', landing);
    await coldStart('funnel-signed-in', landing);
    await coldStart('funnel-chatter', landing);
    await coldStart('funnel-buyer', landing);
    await coldStart('funnel-home', { entry: '/' });
    // A device's later cold starts do not make it a new visitor.
    await coldStart('funnel-buyer', { ch: 'push', entry: '/' });

    const signedIn = await signInWithEmail(t, 'funnel.signed.in@example.com');
    await signedInEvent('funnel-signed-in', signedIn.token);
    const chatter = await signInWithEmail(t, 'funnel.chatter@example.com');
    await signedInEvent('funnel-chatter', chatter.token);
    await openConversation(t, chatter.token, 'sofia');
    const buyer = await signInWithEmail(t, 'funnel.buyer@example.com');
    await signedInEvent('funnel-buyer', buyer.token);
    await openConversation(t, buyer.token, 'sofia');
    const { orderId } = await sandboxVipOrder(t, buyer.token, 'vip-1m');
    await pressSandbox(t, orderId, 'pay');
    // An order left unpaid is no purchase.
    await sandboxVipOrder(t, chatter.token, 'vip-1m');

    const today = new Date().toISOString().slice(0, 10);
    const rows = await funnelReport(t.db, { since: new Date(Date.now() - 60 * 60 * 1000) });
    expect(rows).toEqual([
      {
        day: today,
        channel: '-',
        entry: '/',
        visits: 1,
        signedIn: 0,
        firstChat: 0,
        firstPurchase: 0,
      },
      {
        day: today,
        channel: 'ads',
        entry: '/landing/role1',
        visits: 4,
        signedIn: 3,
        firstChat: 2,
        firstPurchase: 1,
      },
    ]);
    expect(formatFunnel(rows)).toMatch(
      /ads\s+\/landing\/role1\s+4\s+3 \(75%\)\s+2 \(50%\)\s+1 \(25%\)/,
    );
    expect(await funnelReport(t.db, { since: new Date(Date.now() + 60_000) })).toEqual([]);
  });
});
