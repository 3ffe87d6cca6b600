import type { OrderGoods } from '@contract/api/vip-endpoints';
import { atom } from 'jotai';

/**
 * Where a payment stands for the shell: the in-progress overlay while its status is checked
 * (spec §4), the result popup once paid, the failure message otherwise.
 */
export type PaymentPhase =
  | { state: 'idle' }
  | { state: 'verifying'; orderId: string }
  | { state: 'paid'; orderId: string; goods: OrderGoods }
  | { state: 'failed'; orderId: string };

export const paymentPhaseAtom = atom<PaymentPhase>({ state: 'idle' });
