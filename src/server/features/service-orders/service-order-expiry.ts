import type { Database } from '../../db/database';
import type { PeriodicTask } from '../../jobs/periodic-task';
import { expireServiceOrders } from './service-order-transitions';

/** Expires and refunds overdue commissions every ten minutes, on one server copy at a time. */
export function serviceOrderExpiryTask(db: Database): PeriodicTask {
  return {
    name: 'expire-service-orders',
    cron: '*/10 * * * *',
    done: 'expired and refunded overdue commissions',
    failed: 'expiring commissions failed',
    run: () => expireServiceOrders(db),
  };
}
