import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abVariantOf } from '../../src/contract/ab-test';
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
    await coldStart('funnel-visitor', { ...landing, ab: 'A' });
    await coldStart('funnel-signed-in', { ...landing, ab: 'A' });
    await coldStart('funnel-chatter', { ...landing, ab: 'B' });
    await coldStart('funnel-buyer', { ...landing, ab: 'B' });
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
        ab: '-',
        visits: 1,
        signedIn: 0,
        firstChat: 0,
        firstPurchase: 0,
      },
      {
        day: today,
        channel: 'ads',
        entry: '/landing/role1',
        ab: 'A',
        visits: 2,
        signedIn: 1,
        firstChat: 0,
        firstPurchase: 0,
      },
      {
        day: today,
        channel: 'ads',
        entry: '/landing/role1',
        ab: 'B',
        visits: 2,
        signedIn: 2,
        firstChat: 2,
        firstPurchase: 1,
      },
    ]);
    expect(formatFunnel(rows)).toMatch(
      /ads\s+\/landing\/role1\s+B\s+2\s+2 \(100%\)\s+2 \(100%\)\s+1 \(50%\)/,
    );
    expect(await funnelReport(t.db, { since: new Date(Date.now() + 60_000) })).toEqual([]);
  });
});

describe('the A/B switch', () => {
  const groupOf = async (token: string) =>
    ((await t.call('/v1/user/my-profile', { token })).envelope.data as { user: { ab: string } })
      .user.ab;

  it('puts a new account in its device group, and in B when the device was opened with testB', async () => {
    const uuids = ['ab-device-1', 'ab-device-2', 'ab-device-3', 'ab-device-4'];
    for (const [index, uuid] of uuids.entries()) {
      const user = await signInWithEmail(t, `ab.${index}@example.com`, { uuid });
      expect(await groupOf(user.token)).toBe(abVariantOf({ uuid }));
    }
    // The hash splits devices: these four are not all in one group.
    expect(new Set(uuids.map((uuid) => abVariantOf({ uuid }))).size).toBe(2);

    const tester = await signInWithEmail(t, 'ab.tester@example.com', {
      uuid: uuids.find((uuid) => abVariantOf({ uuid }) === 'A'),
      testB: true,
    });
    expect(await groupOf(tester.token)).toBe('B');
  });
});
