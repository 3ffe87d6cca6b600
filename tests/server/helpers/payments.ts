import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Where the app comes back after paying, as the client sends it. */
export const RETURN_URL = 'http://127.0.0.1/pay/callback?merchantParam=test';

/** Creates a VIP order as a signed-in user and starts paying it with the sandbox. */
export async function sandboxVipOrder(
  t: TestApp,
  token: string,
  planId: string,
  extra: Record<string, unknown> = {},
) {
  const created = await t.call('/v1/vip/order/create', {
    token,
    id: planId,
    comeFrom: 'test',
    ...extra,
  });
  expect(created.envelope, JSON.stringify(created.envelope)).toMatchObject({ code: 0 });
  const { orderId } = created.envelope.data as { orderId: string };
  const paid = await t.call('/v1/vip/order/payment', {
    token,
    orderId,
    payMethod: 'Sandbox',
    returnUrl: RETURN_URL,
    autoRenew: extra.autoRenew ?? false,
  });
  expect(paid.envelope.code).toBe(0);
  return { orderId, payUrl: (paid.envelope.data as { payUrl: string }).payUrl };
}

/** Presses a button of the sandbox checkout, as the buyer's browser posts its form. */
export function pressSandbox(
  t: TestApp,
  orderId: string,
  action: 'pay' | 'cancel' | 'fail',
  saveCard = false,
) {
  const body = new URLSearchParams({ action, ...(saveCard ? { saveCard: '1' } : {}) });
  return t.app.request(`/pay/sandbox/${orderId}`, {
    method: 'POST',
    body: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export interface StatusData {
  orderStatus: number;
  goods: {
    kind: 'vip' | 'gold';
    giftCoins?: number;
    gold?: number;
    vipExpireAt?: string | null;
    goldBalance?: number | null;
  };
  token: string | null;
  uid: string | null;
}

export async function vipStatus(t: TestApp, body: Record<string, unknown>) {
  const { envelope } = await t.call('/v1/vip/order/status', body);
  return envelope;
}
