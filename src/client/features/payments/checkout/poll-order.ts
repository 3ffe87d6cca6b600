import type { OrderStatusAnswer } from '@contract/api/vip-endpoints';
import { PAYMENT_POLL_MS, PAYMENT_TIMEOUT_MS } from '@contract/constants';
import { ORDER_STATUS } from '@contract/enums';

export interface PollOutcomes {
  onPaid(answer: OrderStatusAnswer): void;
  onCancelled(answer: OrderStatusAnswer): void;
  /** Nothing decided within the timeout. */
  onTimeout(): void;
  /** The status call itself failed. */
  onError(error: unknown): void;
}

/**
 * Payment polling of spec §4: the status is checked at once, then every 3 s. Paid or cancelled
 * stops it with that outcome; nothing within 10 s stops it as a timeout; a failing status call
 * stops it as an error. Returns a function that stops it early (leaving the page).
 */
export function pollOrder(
  check: () => Promise<OrderStatusAnswer>,
  outcomes: PollOutcomes,
  timing = { everyMs: PAYMENT_POLL_MS, timeoutMs: PAYMENT_TIMEOUT_MS },
): () => void {
  let isStopped = false;
  let next: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    isStopped = true;
    clearTimeout(next);
    clearTimeout(deadline);
  };
  const deadline = setTimeout(() => {
    if (isStopped) return;
    stop();
    outcomes.onTimeout();
  }, timing.timeoutMs);
  const round = async () => {
    let answer: OrderStatusAnswer;
    try {
      answer = await check();
    } catch (error) {
      if (isStopped) return;
      stop();
      outcomes.onError(error);
      return;
    }
    if (isStopped) return;
    if (answer.orderStatus === ORDER_STATUS.hasPay) {
      stop();
      outcomes.onPaid(answer);
    } else if (answer.orderStatus === ORDER_STATUS.cancel) {
      stop();
      outcomes.onCancelled(answer);
    } else {
      next = setTimeout(() => void round(), timing.everyMs);
    }
  };
  void round();
  return stop;
}
