import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressSandbox, sandboxVipOrder } from './helpers/payments';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'scrape-token-0123456789' });
});
afterAll(() => t.close());

const scrape = (token?: string) =>
  t.app.request('/metrics', token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('GET /metrics', () => {
  it('reports request latency by route, the chat, orders and jobs in Prometheus format', async () => {
    await t.call('/v1/config');
    await t.call('/v1/not-a-call');
    const buyer = await signInWithEmail(t, 'metrics.buyer@example.com');
    const { orderId } = await sandboxVipOrder(t, buyer.token, 'vip-1m');
    await pressSandbox(t, orderId, 'pay');
    // A second buyer leaves an order unpaid.
    const browser = await signInWithEmail(t, 'metrics.browser@example.com');
    await sandboxVipOrder(t, browser.token, 'vip-3m');

    const answer = await scrape('scrape-token-0123456789');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/config",status="200"\} 1/,
    );
    expect(text).toContain('route="/api/unknown"');
    expect(text).toContain('route="/pay/sandbox"');
    expect(text).toMatch(/chat_replies\{state="queued"\} 0/);
    expect(text).toMatch(/chat_open_streams 0/);
    expect(text).toMatch(/payment_orders\{state="paid"\} 1/);
    expect(text).toMatch(/payment_orders\{state="waiting"\} 1/);
    expect(text).toContain('# TYPE generation_jobs gauge');
    expect(text).toContain('# TYPE job_queue_jobs gauge');
    // Node's own figures, the event-loop delay among them (the chat benchmark reads it).
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/process_cpu_seconds_total \d/);
  });

  it('answers only a scraper with the configured token', async () => {
    expect((await scrape()).status).toBe(404);
    expect((await scrape('wrong-token-0123456789')).status).toBe(404);
  });
});
