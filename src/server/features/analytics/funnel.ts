import { ORDER_STATUS } from '@contract/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** One row of the funnel: visitors first seen on a day, through one channel, entry page and A/B group. */
export interface FunnelRow {
  day: string;
  channel: string;
  /** The page the visit started on (a landing page, Home, …). */
  entry: string;
  /** The device's A/B group (testB or its id's hash); '-' for opens recorded before it. */
  ab: string;
  visits: number;
  signedIn: number;
  firstChat: number;
  firstPurchase: number;
}

/**
 * The funnel visits → sign-ins → first chat → first purchase, by the day, channel and entry page
 * of each device's first cold start (`open` with code 0). A device counts as signed in once any
 * of its events carries an account, and that account then counts for chat and purchase: so the
 * four numbers are of the same visitors, each step a subset of the one before.
 */
export async function funnelReport(db: Database, { since }: { since: Date }): Promise<FunnelRow[]> {
  const result = (await db.execute(sql`
    with first_open as (
      select distinct on (device_uuid)
        device_uuid,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        coalesce(nullif(params->>'ch', ''), '-') as channel,
        coalesce(nullif(params->>'entry', ''), '-') as entry,
        coalesce(nullif(params->>'ab', ''), '-') as ab
      from analytics_events
      where name = 'open' and params->>'code' = '0' and device_uuid is not null
        and created_at >= ${since}
      order by device_uuid, created_at
    ),
    device_account as (
      select distinct on (device_uuid) device_uuid, uid
      from analytics_events
      where uid is not null and device_uuid in (select device_uuid from first_open)
      order by device_uuid, created_at
    )
    select
      f.day, f.channel, f.entry, f.ab,
      count(*)::int as visits,
      count(a.uid)::int as signed_in,
      count(*) filter (
        where exists (select 1 from conversations c where c.user_id = a.uid)
      )::int as first_chat,
      count(*) filter (
        where exists (
          select 1 from orders o where o.user_id = a.uid and o.status = ${ORDER_STATUS.hasPay}
        )
      )::int as first_purchase
    from first_open f
    left join device_account a on a.device_uuid = f.device_uuid
    group by f.day, f.channel, f.entry, f.ab
    order by f.day, f.channel, f.entry, f.ab
  `)) as {
    rows: Array<{
      day: string;
      channel: string;
      entry: string;
      ab: string;
      visits: number;
      signed_in: number;
      first_chat: number;
      first_purchase: number;
    }>;
  };
  return result.rows.map((row) => ({
    day: row.day,
    channel: row.channel,
    entry: row.entry,
    ab: row.ab,
    visits: Number(row.visits),
    signedIn: Number(row.signed_in),
    firstChat: Number(row.first_chat),
    firstPurchase: Number(row.first_purchase),
  }));
}

/** The report as an aligned text table, with each step's share of the visits. */
export function formatFunnel(rows: FunnelRow[]): string {
  const share = (part: number, whole: number) =>
    whole === 0 ? '' : ` (${Math.round((part / whole) * 100)}%)`;
  const table = [
    ['day', 'channel', 'entry', 'group', 'visits', 'signed in', 'first chat', 'first purchase'],
    ...rows.map((row) => [
      row.day,
      row.channel,
      row.entry,
      row.ab,
      String(row.visits),
      `${row.signedIn}${share(row.signedIn, row.visits)}`,
      `${row.firstChat}${share(row.firstChat, row.visits)}`,
      `${row.firstPurchase}${share(row.firstPurchase, row.visits)}`,
    ]),
  ];
  const widths = table[0]?.map((_, column) =>
    Math.max(...table.map((line) => line[column]?.length ?? 0)),
  );
  return table
    .map((line) => line.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join('  '))
    .join('\n');
}
