import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../scripts/lib/server-build.mjs';
import { type Database, MIGRATIONS_DIR } from '../../src/server/db/database';
import { seedShippedContent } from '../../src/server/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped once per run and loaded by each test file. */
    pgliteTemplatePath: string;
  }
}

/** Creating, migrating and seeding PGlite takes seconds; do it once and let each test load a copy. */
export default async function setup(project: TestProject) {
  // Tests that start a server process run the compiled one; build it once, before the workers.
  await ensureServerBuild();
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  await seedShippedContent(drizzle({ client }) as unknown as Database);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = path.resolve(import.meta.dirname, '../.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rmSync(file, { force: true });
}
