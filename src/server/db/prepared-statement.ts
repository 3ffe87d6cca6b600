import { type PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database, Executor } from './database';

/** Runs `text` with `params` as the statement kept parsed and planned under `name`. */
type PreparedRunner = (
  name: string,
  text: string,
  params: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

const runners = new WeakMap<object, PreparedRunner>();
const dialect = new PgDialect();
/** Each statement's text and value count, built once; null for one only Drizzle can build. */
const texts = new Map<string, { text: string; values: number } | null>();

/**
 * Runs a large statement on the hot path as a named prepared statement: the database parses and
 * analyses its text once per connection instead of on every call (on PGlite, where the engine
 * shares the one JavaScript thread, that was most of the cost of taking a message). The text of
 * one `name` must never change; its values may. Inside a transaction it runs as usual.
 */
export function executePrepared(
  db: Executor,
  name: string,
  query: SQL,
): Promise<{ rows: Record<string, unknown>[] }> {
  const runner = runners.get(db);
  if (!runner) return db.execute(query) as Promise<{ rows: Record<string, unknown>[] }>;
  const known = texts.get(name);
  if (known) {
    const params: unknown[] = [];
    if (collectValues(query, params)) {
      if (params.length !== known.values) {
        return Promise.reject(new Error(`prepared statement ${name} changed`));
      }
      return runner(name, known.text, params);
    }
  }
  const built = dialect.sqlToQuery(query);
  if (known === undefined) {
    // Later calls take the text as built now and only gather the values, when gathering them
    // gives exactly what Drizzle gave (walking the whole statement cost a send as much as a query).
    const params: unknown[] = [];
    const same =
      collectValues(query, params) &&
      params.length === built.params.length &&
      params.every((value, index) => value === built.params[index]);
    texts.set(name, same ? { text: built.sql, values: params.length } : null);
  }
  return runner(name, built.sql, built.params);
}

/**
 * The values of a statement written with `sql` of text and plain values (strings, numbers,
 * booleans, dates, nulls) and nested such statements, in order. False for anything else (columns,
 * tables, arrays, inlined values), which only Drizzle can build.
 */
function collectValues(query: SQL, into: unknown[]): boolean {
  if ((query as unknown as { shouldInlineParams?: boolean }).shouldInlineParams) return false;
  for (const chunk of query.queryChunks as unknown[]) {
    if (chunk instanceof StringChunk) continue;
    if (chunk instanceof SQL) {
      if (!collectValues(chunk, into)) return false;
      continue;
    }
    const kind = typeof chunk;
    const isPlain = kind === 'string' || kind === 'number' || kind === 'boolean';
    if (!isPlain && chunk !== null && !(chunk instanceof Date)) return false;
    into.push(chunk);
  }
  return true;
}

/** Lets `executePrepared` keep statements on PostgreSQL: node-postgres does it by name. */
export function preparePostgres(db: Database, pool: pg.Pool) {
  runners.set(db, (name, text, params) => pool.query({ name, text, values: params }));
}

/**
 * Lets `executePrepared` keep statements on PGlite, whose query call parses every time: the
 * statement is parsed once under its name, then bound and executed through the wire protocol,
 * exclusively like any PGlite query (never inside another caller's open transaction).
 */
export function preparePglite(db: Database, client: PGlite) {
  const parsed = new Set<string>();
  runners.set(db, (name, text, params) => {
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
