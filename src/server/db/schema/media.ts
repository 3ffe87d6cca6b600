import { customType, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PortraitRequest } from '../../providers/images/demo/render-portrait';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Who may fetch a stored image: anyone (portraits, blurred copies, photos everyone sees), VIP
 * members only (sharp copies of locked photos), only the user in `ownerId` (private pictures), or
 * moderators only (age verification images: never served, read by the support command).
 * Anything but `public` is served only on an address the API signed for a viewer allowed to see it.
 */
export const MEDIA_ACCESS = ['public', 'members', 'owner', 'moderators'] as const;
export type MediaAccess = (typeof MEDIA_ACCESS)[number];

/**
 * Images the app serves from `/media/{id}`: who may see each, and where its bytes are: in the row,
 * or a file in media storage (drawn from its recipe the first time it is asked for).
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    /** The bytes, for images kept in the database; null for files in media storage. */
    body: bytea('body'),
    /** Where the file lives in media storage (`DATA_DIR/media` or the S3 bucket). */
    storageKey: text('storage_key'),
    /**
     * How the demo image model draws it, for pictures drawn on first request (the seeded
     * catalogue): the same recipe draws the same bytes on every server copy.
     */
    recipe: jsonb('recipe').$type<Omit<PortraitRequest, 'format'>>(),
    access: text('access', { enum: MEDIA_ACCESS }).notNull().default('public'),
    /** The only user who may see an `owner` image. */
    ownerId: text('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Removing files asks which of them a row still names (media-file-removal), batch by batch:
  // without it, every batch would read the whole table, which grows with every picture.
  (table) => [index('media_storage_key_idx').on(table.storageKey)],
);
