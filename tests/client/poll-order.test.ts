import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollOrder } from '../../src/client/features/payments/checkout/poll-order';
import type { OrderStatusAnswer } from '../../src/contract/api/vip-endpoints';
import { ORDER_STATUS } from '../../src/contract/enums';

const answer = (orderStatus: number): OrderStatusAnswer => ({
  orderStatus,
  goods: { kind: 'gold', packId: 'gold-100', gold: 100, goldBalance: 100 },
  token: null,
  uid: null,
});

const outcomes = () => ({
  onPaid: vi.fn(),
  onCancelled: vi.fn(),
  onTimeout: vi.fn(),
  onError: vi.fn(),
});

describe('payment polling (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks at once, then every 3 s, and gives up at 10 s with the timeout', async () => {
    const check = vi.fn(async () => answer(ORDER_STATUS.wait));
    const seen = outcomes();
    pollOrder(check, seen);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(check).toHaveBeenCalledTimes(4);
    expect(seen.onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen.onTimeout).toHaveBeenCalledTimes(1);
    // Stopped: no further checks and no timers left behind.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(4);
    expect(vi.getTimerCount()).toBe(0);
    expect(seen.onPaid).not.toHaveBeenCalled();
  });

  it('stops with the goods once paid', async () => {
    const check = vi
      .fn<() => Promise<OrderStatusAnswer>>()
      .mockResolvedValueOnce(answer(ORDER_STATUS.wait))
      .mockResolvedValueOnce(answer(ORDER_STATUS.hasPay));
    const seen = outcomes();
    pollOrder(check, seen);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(seen.onPaid).toHaveBeenCalledWith(answer(ORDER_STATUS.hasPay));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(seen.onTimeout).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops as cancelled on a cancelled order', async () => {
    const seen = outcomes();
    pollOrder(async () => answer(ORDER_STATUS.cancel), seen);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.onCancelled).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(seen.onTimeout).not.toHaveBeenCalled();
  });

  it('stops as an error when the status call fails', async () => {
    const seen = outcomes();
    const failure = new Error('offline');
    pollOrder(async () => Promise.reject(failure), seen);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(seen.onTimeout).not.toHaveBeenCalled();
  });

  it('says nothing after being stopped, even when an answer was on its way', async () => {
    let settle: (value: OrderStatusAnswer) => void = () => {};
    const seen = outcomes();
    const stop = pollOrder(
      () =>
        new Promise<OrderStatusAnswer>((resolve) => {
          settle = resolve;
        }),
      seen,
    );
    stop();
    settle(answer(ORDER_STATUS.hasPay));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(seen.onPaid).not.toHaveBeenCalled();
    expect(seen.onTimeout).not.toHaveBeenCalled();
  });
});
