import type { OrderGoods } from '@contract/api/vip-endpoints';
import { atom } from 'jotai';

type Order = { orderId: string; kind: 'vip' | 'gold' };

/**
 * Where a payment stands for the shell: the in-progress overlay while its status is checked
 * (spec §4), the result popup once paid, the failure message when cancelled or timed out, and
 * "unchecked" when the status call itself failed (the overlay just closes).
 */
export type PaymentPhase =
  | { state: 'idle' }
  | ({ state: 'verifying' } & Order)
  | ({ state: 'paid'; goods: OrderGoods } & Order)
  | ({ state: 'failed' } & Order)
  | ({ state: 'unchecked' } & Order);

export const paymentPhaseAtom = atom<PaymentPhase>({ state: 'idle' });
