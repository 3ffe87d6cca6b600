import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who the user is in a chat: a name (empty: the nick), gender, age (18+ or unsaid), a short look
 * and a short bio. Every prompt of a conversation that uses it carries it.
 */
export const userPersonas = pgTable(
  'user_personas',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    gender: text('gender').$type<'unsaid' | 'woman' | 'man' | 'nonbinary'>().notNull(),
    age: integer('age'),
    look: text('look').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** The persona every conversation uses unless it chose another or none. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_personas_user_idx').on(table.userId),
    // One default a user, whatever two parallel saves do.
    uniqueIndex('user_personas_one_default_idx').on(table.userId).where(sql`${table.isDefault}`),
    // Adults only, whatever a query does.
    check('user_personas_adult', sql`${table.age} is null or ${table.age} >= 18`),
  ],
);
