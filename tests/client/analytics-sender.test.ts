import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaseEvents } from '../../src/client/features/payments/checkout/purchase-events';
import { reportEvents } from '../../src/client/lib/analytics/report-events';
import { trackEvent } from '../../src/client/lib/analytics/track-event';
import { analyticsEventSchema } from '../../src/contract/api/analytics-endpoints';

vi.mock('../../src/client/lib/analytics/report-events', () => ({ reportEvents: vi.fn() }));
const report = vi.mocked(reportEvents);

beforeEach(() => {
  vi.useFakeTimers();
  report.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the 2 s batch leave and its answer arrive; answers the events of each call made. */
async function sentBatches() {
  await vi.advanceTimersByTimeAsync(2500);
  return report.mock.calls.map(([events]) => events);
}

describe('analytics sender', () => {
  it('sends the purchase events under names the server accepts', async () => {
    report.mockResolvedValue({ accepted: 5, dropped: [] });
    purchaseEvents.continued('vip', { from: 'home', price: 9.99 });
    purchaseEvents.methodChosen('PayPal', 9.99);
    purchaseEvents.paid('vip', 'order-1', 9.99);
    const [batch] = await sentBatches();
    const names = batch?.map((event) => event.event);
    expect(names).toEqual([
      'page_buy_vip_click',
      'AddToCart',
      'AddPaymentInfo',
      'page_buy_vip_suc',
      'Purchase',
    ]);
    for (const event of batch ?? []) {
      expect(analyticsEventSchema.safeParse(event).success, event.event).toBe(true);
    }
  });

  it('does not send again a batch the server partly refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    report.mockResolvedValue({ accepted: 1, dropped: [{ index: 1, reason: 'event: bad' }] });
    trackEvent('page_home_select');
    trackEvent('Not An Event');
    expect(await sentBatches()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('analytics events dropped', [
      { index: 1, reason: 'event: bad' },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
