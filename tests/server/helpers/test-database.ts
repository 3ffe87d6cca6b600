import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/database';
import { seedShippedContent } from '../../../src/server/seed';

/** A fresh, migrated and seeded database for one test file: a PGlite copy, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<
  DatabaseHandle & {
    drop(): Promise<void>;
    /** The PostgreSQL URL, so a test can open a second server copy on the same database. */
    url: string | null;
  }
> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    const dump = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const handle = await openDatabase({ dataDir: ':memory:', pgliteDump: dump });
    return { ...handle, url: null, drop: () => handle.close() };
  }

  const name = `app_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  await handle.migrate();
  await seedShippedContent(handle.db);
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
