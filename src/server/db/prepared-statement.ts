import { type PGlite, parse, protocol, types } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database, Executor } from './database';

/** Runs `query` as the statement kept parsed and planned under `name` on each connection. */
type PreparedRunner = (name: string, query: SQL) => Promise<{ rows: Record<string, unknown>[] }>;

const runners = new WeakMap<object, PreparedRunner>();
const dialect = new PgDialect();

/**
 * Runs a large statement on the hot path as a named prepared statement: the database parses and
 * analyses its text once per connection instead of on every call (on PGlite, where the engine
 * shares the one JavaScript thread, that was most of the cost of taking a message). The text of
 * one `name` must never change; its values may. Inside a transaction it runs as usual.
 */
export function executePrepared(db: Executor, name: string, query: SQL) {
  const runner = runners.get(db);
  return runner ? runner(name, query) : db.execute(query);
}

/** Lets `executePrepared` keep statements on PostgreSQL: node-postgres does it by name. */
export function preparePostgres(db: Database, pool: pg.Pool) {
  runners.set(db, async (name, query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return pool.query({ name, text, values: params });
  });
}

/**
 * Lets `executePrepared` keep statements on PGlite, whose query call parses every time: the
 * statement is parsed once under its name, then bound and executed through the wire protocol,
 * exclusively like any PGlite query (never inside another caller's open transaction).
 */
export function preparePglite(db: Database, client: PGlite) {
  const parsed = new Set<string>();
  runners.set(db, (name, query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const values = params.map(toTextValue);
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const parts = [
          ...(parsed.has(name) ? [] : [protocol.serialize.parse({ name, text, types: [] })]),
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ];
        const { messages } = await client.execProtocol(concat(parts), { throwOnError: false });
        if (messages.some((message) => message.name === 'parseComplete')) parsed.add(name);
        const failure = messages.find((message) => message.name === 'error');
        if (failure) throw failure;
        const [result] = parse.parseResults(messages, { ...types.parsers, ...client.parsers });
        return { rows: (result?.rows ?? []) as Record<string, unknown>[] };
      }),
    );
  });
}

/** A value as PostgreSQL's text format reads it, as node-postgres would send it. */
function toTextValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}
