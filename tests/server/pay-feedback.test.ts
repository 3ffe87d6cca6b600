import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { paymentFeedback } from '../../src/server/db/schema/payment-feedback';
import {
  describePaymentFeedback,
  listPaymentFeedback,
  PAY_FEEDBACK_PER_USER_PER_DAY,
} from '../../src/server/features/payments/payment-feedback';
import { pressSandbox, sandboxVipOrder } from './helpers/payments';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const SUPPORT = 'support@velora.chat';
const supportMails = () => t.mails.filter((mail) => mail.to === SUPPORT);

describe('payment reports (/v1/user/pay/feedback)', () => {
  it('reaches support with the order attached, and a second report updates the first', async () => {
    const buyer = await signInWithEmail(t, 'buyer@example.com');
    const { orderId } = await sandboxVipOrder(t, buyer.token, 'vip-1m');
    await pressSandbox(t, orderId, 'fail');

    const first = await t.call('/v1/user/pay/feedback', {
      token: buyer.token,
      orderId,
      what: 'My card was charged but I am not VIP.',
      contact: '@buyer_tg',
    });
    expect(first.envelope).toEqual({
      code: 0,
      msg: 'ok',
      data: { received: true, isUpdate: false },
    });
    expect(supportMails()).toHaveLength(1);
    const mail = supportMails()[0];
    expect(mail?.subject).toContain(orderId);
    expect(mail?.text).toContain('My card was charged but I am not VIP.');
    expect(mail?.text).toContain('contact: @buyer_tg');
    expect(mail?.text).toContain('vip');
    expect(mail?.text).toContain('Sandbox');
    expect(mail?.text).toContain(`user ${buyer.uid}`);

    const second = await t.call('/v1/user/pay/feedback', {
      token: buyer.token,
      orderId,
      what: 'Still nothing after an hour.',
    });
    expect(second.envelope.data).toEqual({ received: true, isUpdate: true });
    const rows = await t.db.select().from(paymentFeedback);
    expect(rows).toEqual([
      expect.objectContaining({ orderId, what: 'Still nothing after an hour.', contact: null }),
    ]);

    // What `npm run support -- payment-feedback` prints.
    const [entry] = await listPaymentFeedback(t.db);
    expect(entry).toBeDefined();
    const printed = describePaymentFeedback(entry as NonNullable<typeof entry>);
    expect(printed).toContain(`Order ${orderId}: vip, cancelled`);
    expect(printed).toContain('(updated)');
    expect(printed).toContain('> Still nothing after an hour.');

    // The report is in the buyer's data export.
    const exported = await t.call('/v1/user/export', { token: buyer.token });
    expect(exported.envelope.data).toMatchObject({
      paymentReports: [{ orderId, what: 'Still nothing after an hour.' }],
    });
  });

  it("refuses another user's order, an unknown one, a visitor and empty text", async () => {
    const buyer = await signInWithEmail(t, 'own@example.com');
    const stranger = await signInWithEmail(t, 'stranger@example.com');
    const { orderId } = await sandboxVipOrder(t, buyer.token, 'vip-1m');

    const foreign = await t.call('/v1/user/pay/feedback', {
      token: stranger.token,
      orderId,
      what: 'Not mine',
    });
    expect(foreign.envelope).toMatchObject({
      code: REFUSAL_CODE.notFound,
      msg: 'This order does not exist',
    });
    const unknown = await t.call('/v1/user/pay/feedback', {
      token: buyer.token,
      orderId: 'no-such-order',
      what: 'Hm',
    });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.notFound);
    const visitor = await t.call('/v1/user/pay/feedback', { orderId, what: 'Hello' });
    expect(visitor.envelope.code).toBe(API_CODE.loginNeeded);
    const empty = await t.call('/v1/user/pay/feedback', {
      token: buyer.token,
      orderId,
      what: '  ',
    });
    expect(empty.envelope.code).toBe(API_CODE.badParams);
    const long = await t.call('/v1/user/pay/feedback', {
      token: buyer.token,
      orderId,
      what: 'x'.repeat(2001),
    });
    expect(long.envelope.code).toBe(API_CODE.badParams);
    expect(await t.db.select().from(paymentFeedback)).toEqual([]);
    expect(supportMails()).toHaveLength(0);
  });

  it('caps the reports one account sends in a day', async () => {
    const buyer = await signInWithEmail(t, 'many@example.com');
    const orders: string[] = [];
    for (let index = 0; index <= PAY_FEEDBACK_PER_USER_PER_DAY; index++) {
      orders.push((await sandboxVipOrder(t, buyer.token, 'vip-1m')).orderId);
    }
    const send = (orderId: string) =>
      t.call('/v1/user/pay/feedback', { token: buyer.token, orderId, what: 'Payment stuck' });
    const answers = await Promise.all(orders.map(send));
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(PAY_FEEDBACK_PER_USER_PER_DAY);
    expect(codes.filter((code) => code === REFUSAL_CODE.feedbackLimit)).toHaveLength(1);
    expect(await t.db.select().from(paymentFeedback)).toHaveLength(PAY_FEEDBACK_PER_USER_PER_DAY);
  });
});
