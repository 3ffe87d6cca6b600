import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Who may fetch a stored image: anyone (portraits, blurred copies, photos everyone sees), VIP
 * members only (sharp copies of locked photos), or only the user in `ownerId` (private pictures).
 * Anything but `public` is served only on an address the API signed for a viewer allowed to see it.
 */
export const MEDIA_ACCESS = ['public', 'members', 'owner'] as const;
export type MediaAccess = (typeof MEDIA_ACCESS)[number];

/**
 * Images the app serves from `/media/{id}`: seed portraits now, generated photos later. Kept in the
 * database so every API copy serves the same files without a shared disk.
 */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  access: text('access', { enum: MEDIA_ACCESS }).notNull().default('public'),
  /** The only user who may see an `owner` image. */
  ownerId: text('owner_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
