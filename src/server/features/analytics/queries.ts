import type { Database } from '../../db/database';
import { analyticsEvents, siteOpens } from '../../db/schema/analytics';

export interface StoredEvent {
  name: string;
  params: Record<string, string | number | boolean | null>;
  clientTime: Date | null;
}

/** Stores a batch of analytics events in one statement; answers how many were stored. */
export async function insertAnalyticsEvents(
  db: Database,
  params: {
    events: StoredEvent[];
    uid: string | null;
    deviceUuid: string | null;
    platform: string | null;
  },
): Promise<number> {
  if (params.events.length === 0) return 0;
  const rows = params.events.map((event) => ({
    name: event.name,
    params: event.params,
    clientTime: event.clientTime,
    uid: params.uid,
    deviceUuid: params.deviceUuid,
    platform: params.platform,
  }));
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}

/** Records one site open and returns its id. */
export async function insertSiteOpen(
  db: Database,
  params: typeof siteOpens.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(siteOpens).values(params).returning({ id: siteOpens.id });
  if (!row) throw new Error('insert into site_opens returned no row');
  return row.id;
}
