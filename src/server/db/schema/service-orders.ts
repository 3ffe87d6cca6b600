import type { ServiceOrderKind, ServiceOrderState, SocialLinkKind } from '@contract/service-orders';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A commission: a buyer orders a piece from the creator of a public character. The price is held
 * from the buyer's coins at creation (ledger `service_order_hold`), and each end state moves it
 * once: back to the buyer (cancelled, rejected, expired) or to the creator (verified).
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: text('id').primaryKey(),
    buyerId: text('buyer_id').notNull(),
    creatorId: text('creator_id').notNull(),
    /** The public character the order was placed from. */
    characterId: text('character_id').notNull(),
    kind: text('kind').$type<ServiceOrderKind>().notNull(),
    brief: text('brief').notNull(),
    price: integer('price').notNull(),
    /** The creator's part of the price, fixed when ordered (the platform share may change later). */
    creatorEarning: integer('creator_earning').notNull(),
    state: text('state').$type<ServiceOrderState>().notNull().default('created'),
    deliveryNote: text('delivery_note'),
    /** One of the creator's gallery pictures delivered with the note. */
    deliveryItemId: text('delivery_item_id'),
    rejectReason: text('reject_reason'),
    /** When an open order (created or confirmed) expires and is refunded; null once it ended. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_orders_buyer_idx').on(table.buyerId, table.createdAt),
    index('service_orders_creator_idx').on(table.creatorId, table.createdAt),
    index('service_orders_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} in ('created', 'confirmed')`),
    check('service_orders_price_positive', sql`${table.price} > 0`),
    check('service_orders_not_from_self', sql`${table.buyerId} <> ${table.creatorId}`),
  ],
);

/** A link on a creator's public profile. */
export interface StoredSocialLink {
  kind: SocialLinkKind;
  label: string;
  url: string;
}

/** What a creator shows on their public profile besides their name. */
export const creatorProfiles = pgTable('creator_profiles', {
  userId: text('user_id').primaryKey(),
  socialLinks: jsonb('social_links')
    .$type<StoredSocialLink[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
