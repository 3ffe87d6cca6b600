import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { takeTurnsPerStatement } from './pglite-turns';
import { preparePglite, preparePostgres } from './prepared-statement';
import { countStatement } from './statement-count';

/** The Drizzle database, the same type over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction opened with `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a query can run: the database, or a transaction when several writes must go together. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to run on every start. */
  migrate(): Promise<void>;
  /**
   * Runs SQL text as given, for libraries that bring their own SQL (the job queue). Text without
   * values may hold several statements.
   */
  runSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Round trip to the database, for health checks. */
  ping(): Promise<void>;
  /** Closes connections; PGlite must close cleanly or recent writes are lost. */
  close(): Promise<void>;
}

/** Arbitrary constant naming our migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 724_311_001;

/** PGlite's shared buffers (PostgreSQL's page cache), held in the server's own memory. */
const PGLITE_SHARED_BUFFERS = '32MB';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL when a URL is given, else PGlite stored in `dataDir` (or memory for `:memory:`). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pgliteDump?: Blob;
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover, closing). */
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError);
  return openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir: string, dump?: Blob): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir !== ':memory:') {
    location = path.resolve(dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    ...(dump ? { loadDataDir: dump } : {}),
    // PostgreSQL's default 128 MB of shared buffers live in the process's memory here; one app's
    // working set fits in far less, and every copy of the server (and of the tests) pays it.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  takeTurnsPerStatement(client);
  const db = drizzlePglite({ client }) as unknown as Database;
  preparePglite(db, client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    runSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's `query` takes one statement; `exec` takes several and answers each one's rows.
      // pg-boss reads a `RETURNING` in the middle of a `BEGIN … COMMIT` block (its claim query),
      // so every statement's rows are answered, as node-postgres does for several statements.
      try {
        const results = await client.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (error) {
        // One connection: a block that failed halfway would leave it in an aborted transaction
        // that fails every later query. (Outside a transaction this only warns.)
        await client.exec('rollback').catch(() => {});
        throw error;
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(
  databaseUrl: string,
  onConnectionError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Without a listener, an idle connection the server drops would crash the process; the pool
  // discards it and the next query opens a new one.
  pool.on('error', onConnectionError);
  pool.on('connect', countStatementsOf);
  const db = drizzleNodePg({ client: pool }) as unknown as Database;
  preparePostgres(db, pool);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several API copies may start together; a session-level advisory lock lets one migrate.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => {});
        lockClient.release();
      }
    },
    runSql: (text, values) => pool.query(text, values),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Counts each statement a pooled connection sends, the ones inside transactions included. */
function countStatementsOf(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    countStatement();
    return query(...args);
  }) as typeof client.query;
}
