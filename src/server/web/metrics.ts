import { getConnInfo } from '@hono/node-server/conninfo';
import { count } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import { generationJobs } from '../db/schema/generation-jobs';
import { orders } from '../db/schema/payments';
import { statementsSent } from '../db/statement-count';
import { smsRefusals } from '../features/accounts/sms-refusals';
import type { ChatServices } from '../features/chat/chat-services';
import { classifierFailures } from '../providers/moderation/classifier-failures';

/** Route labels stay few: API calls by their path (known ones only), everything else by area. */
function routeLabel(path: string, apiPaths: ReadonlySet<string>): string {
  if (path.startsWith('/api/')) {
    const call = path.slice('/api'.length);
    return apiPaths.has(call) ? `/api${call}` : '/api/unknown';
  }
  for (const area of ['/media', '/pay/sandbox', '/telegram/webhook', '/healthz', '/metrics']) {
    if (path === area || path.startsWith(`${area}/`)) return area;
  }
  return 'page';
}

let processRegistry: Registry | null = null;

/**
 * Node's own figures, one set per process however many apps it makes (tests make many): CPU,
 * memory, and the event-loop delay (`nodejs_eventloop_lag_p99_seconds` and the like, sampled
 * every 10 ms, over the time since the last scrape).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
    new Counter({
      name: 'db_statements_total',
      help: 'Statements this process sent to its database',
      registers: [processRegistry],
      collect() {
        this.reset();
        this.inc(statementsSent());
      },
    });
  }
  return processRegistry;
}

const ORDER_STATES: Record<number, string> = { 10: 'waiting', 20: 'paid', 30: 'cancelled' };

/**
 * Prometheus metrics: Node's own (CPU, memory, event-loop delay), request latency by route, the chat queue and open replies, paid orders by
 * state, generation jobs by state, the job queue's jobs by queue and state, and sign-in SMS
 * refused by the anti-pumping rules by reason, and checks the moderation classifier could not answer. Figures kept in
 * the database are read when scraped, so every copy reports the same shared totals.
 */
export function createMetrics(options: {
  database: DatabaseHandle;
  chat: ChatServices;
  apiPaths: ReadonlySet<string>;
  /** The bearer token a scraper sends; without one only this machine may scrape. */
  token: string | undefined;
}) {
  const registry = new Registry();
  const { database, chat, apiPaths } = options;
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request (to the first byte of a stream), by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'chat_replies',
    help: 'Replies this copy is writing, and replies waiting in its queue',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { running, waiting } = chat.queue.size;
      this.set({ state: 'writing' }, running);
      this.set({ state: 'queued' }, waiting);
    },
  });
  new Gauge({
    name: 'chat_open_streams',
    help: 'Replies with a live writer on this copy',
    registers: [registry],
    collect() {
      this.set(chat.writers.size);
    },
  });
  new Gauge({
    name: 'payment_orders',
    help: 'Orders by state (all copies)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ status: orders.status, total: count() })
        .from(orders)
        .groupBy(orders.status);
      this.reset();
      for (const row of rows)
        this.set({ state: ORDER_STATES[row.status] ?? String(row.status) }, row.total);
    },
  });
  new Gauge({
    name: 'generation_jobs',
    help: 'Paid generations by state (all copies); failed ones were refunded',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ state: generationJobs.state, total: count() })
        .from(generationJobs)
        .groupBy(generationJobs.state);
      this.reset();
      for (const row of rows) this.set({ state: row.state }, row.total);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the job queue by queue and state (all copies)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { rows } = await database.runSql(
          'select name, state, count(*)::int as total from pgboss.job group by name, state',
          [],
        );
        for (const row of rows as Array<{ name: string; state: string; total: number }>) {
          this.set({ queue: row.name, state: row.state }, row.total);
        }
      } catch {
        // The job queue installs its tables when a server starts; until then there is nothing.
      }
    },
  });

  registry.registerMetric(smsRefusals);
  registry.registerMetric(classifierFailures);
  const scraped = Registry.merge([registry, processMetrics()]);

  const timeRequests: MiddlewareHandler = async (c, next) => {
    const stop = requestSeconds.startTimer({
      method: c.req.method,
      route: routeLabel(c.req.path, apiPaths),
    });
    await next();
    stop({ status: String(c.res.status) });
  };

  const isAllowed = (c: Context) => {
    if (options.token) return c.req.header('authorization') === `Bearer ${options.token}`;
    try {
      const address = getConnInfo(c).remote.address ?? '';
      return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
    } catch {
      // Requests made in-process (tests) come from this machine.
      return true;
    }
  };

  const routes = new Hono();
  routes.get('/', async (c) => {
    if (!isAllowed(c)) return c.text('Not found', 404);
    return c.body(await scraped.metrics(), 200, { 'content-type': scraped.contentType });
  });
  return { timeRequests, routes };
}
