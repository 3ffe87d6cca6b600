import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Analytics events reported by clients through `/v1/log/report`. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>().notNull(),
    uid: text('uid'),
    deviceUuid: text('device_uuid'),
    platform: text('platform'),
    clientTime: timestamp('client_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_name_created_idx').on(table.name, table.createdAt)],
);

/** One row per site open (`/v1/open`), with the `d` parameter the site was opened with. */
export const siteOpens = pgTable(
  'site_opens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    d: text('d'),
    uid: text('uid'),
    deviceUuid: text('device_uuid'),
    channel: text('channel'),
    platform: text('platform'),
    publisher: text('publisher'),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_opens_created_idx').on(table.createdAt)],
);
