import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared } from '../../src/server/db/prepared-statement';
import { users } from '../../src/server/db/schema/users';
import { createTestDatabase } from './helpers/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

// Names are unique per test run: the texts are kept per process, by name.
const named = (name: string) => `${name}_${Math.random().toString(36).slice(2)}`;

describe('a prepared statement', () => {
  it('answers each call with its own values, nested statements included', async () => {
    const name = named('values');
    const run = (number: number, text: string | null, at: Date, flag: boolean) =>
      executePrepared(
        database.db,
        name,
        sql`select ${number}::int as number, ${text}::text as text,
          ${at}::timestamptz as at, ${sql`${flag}::boolean and ${number > 1}::boolean`} as flag`,
      );
    const first = await run(1, 'one', new Date('2026-01-01T00:00:00Z'), true);
    const second = await run(2, null, new Date('2026-02-01T00:00:00Z'), true);
    const third = await run(3, 'three', new Date('2026-03-01T00:00:00Z'), false);
    expect(first.rows[0]).toMatchObject({ number: 1, text: 'one', flag: false });
    expect(second.rows[0]).toMatchObject({ number: 2, text: null, flag: true });
    expect(third.rows[0]).toMatchObject({ number: 3, text: 'three', flag: false });
    expect(new Date(String(third.rows[0]?.at)).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('is built by Drizzle every time when it names columns', async () => {
    const name = named('columns');
    for (const nick of ['nobody-a', 'nobody-b']) {
      const { rows } = await executePrepared(
        database.db,
        name,
        sql`select count(*)::int as found from ${users} where ${users.nick} = ${nick}`,
      );
      expect(rows[0]).toEqual({ found: 0 });
    }
  });

  it('refuses a statement whose text changed under the same name', async () => {
    const name = named('changed');
    await executePrepared(database.db, name, sql`select ${1}::int as a`);
    await expect(
      executePrepared(database.db, name, sql`select ${1}::int as a, ${2}::int as b`),
    ).rejects.toThrow('changed');
  });
});
