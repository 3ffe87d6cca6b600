// The growth funnel from the app's own analytics:
//   npm run funnel              the last 30 days
//   npm run funnel -- 7         the last 7 days
//   npm run funnel -- 7 --json  as JSON, for a spreadsheet or a dashboard
// With the embedded PGlite database, stop the server first (one process per data folder).

import { DAY_MS } from '@contract/time';
import { parseEnv } from './config/env';
import { openDatabase } from './db/database';
import { formatFunnel, funnelReport } from './features/analytics/funnel';

const args = process.argv.slice(2);
const days = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 30);
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const rows = await funnelReport(database.db, { since: new Date(Date.now() - days * DAY_MS) });
  // The report is the command's output, so it goes to stdout; the note about nothing goes to stderr.
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  else if (rows.length === 0) console.warn(`No visits recorded in the last ${days} days.`);
  else process.stdout.write(`${formatFunnel(rows)}\n`);
} finally {
  await database.close();
}
