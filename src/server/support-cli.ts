// Support actions from the command line:
//   npm run support -- refund-stars <orderId>
//   npm run support -- payment-feedback [count]
//   npm run support -- queue | decide … | appeals | answer-appeal … | verifications | verify …
//   (moderation: features/reports/moderation-commands.ts lists them all)
//   npm run support -- redraw-art [status]   (features/art-redraw)
// With the embedded PGlite database, stop the server first (one process per data folder).
import { parseEnv } from './config/env';
import { openDatabase } from './db/database';
import { REDRAW_USAGE, runRedrawCommand } from './features/art-redraw/redraw-command';
import { describePaymentFeedback, listPaymentFeedback } from './features/payments/payment-feedback';
import { RefundRefused, refundStarsOrder } from './features/payments/refund-order';
import {
  MODERATION_COMMANDS,
  MODERATION_USAGE,
  runModerationCommand,
} from './features/reports/moderation-commands';
import { createLogger } from './lib/logger';
import { createImageProvider } from './providers/images/image-provider';
import { createModerationProvider } from './providers/moderation/create-moderation';
import { createMediaStorage } from './providers/storage/create-media-storage';
import { createTelegramBot } from './providers/telegram/telegram-bot';

const USAGE = [
  'usage: npm run support -- refund-stars <orderId>',
  '       npm run support -- payment-feedback [count]',
  ...MODERATION_USAGE,
  ...REDRAW_USAGE,
].join('\n');

/** The moderation commands: reports, appeals and age verifications, listed and decided. */
async function moderate(args: readonly string[]) {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    process.exitCode = await runModerationCommand(database.db, createMediaStorage(env), args, {
      info: (line) => console.warn(line),
      error: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

/** `redraw-art [status]`: the shipped art drawn again by the configured real image model. */
async function redrawArt(args: readonly string[]) {
  const env = parseEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const services = {
      db: database.db,
      storage: createMediaStorage(env),
      images: createImageProvider(env),
      moderation: createModerationProvider(env, log),
      log,
    };
    process.exitCode = await runRedrawCommand(database, services, args, {
      info: (line) => console.warn(line),
      error: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

/** Prints the newest payment reports (default 50) with their orders. */
async function printPaymentFeedback(countArg: string | undefined) {
  const limit = countArg ? Number(countArg) : 50;
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const entries = await listPaymentFeedback(database.db, { limit });
    if (entries.length === 0) console.warn('No payment report yet.');
    for (const entry of entries) console.warn(`${describePaymentFeedback(entry)}\n`);
  } finally {
    await database.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const [action, orderId] = args;
  if (action === 'payment-feedback') {
    await printPaymentFeedback(orderId);
    return;
  }
  if (action === 'redraw-art') {
    await redrawArt(args);
    return;
  }
  if (action && MODERATION_COMMANDS.has(action)) {
    await moderate(args);
    return;
  }
  if (action !== 'refund-stars' || !orderId) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = parseEnv();
  const bot = createTelegramBot(env);
  if (!bot) {
    console.error('TELEGRAM_BOT_TOKEN is not set: there is no bot to refund Stars with.');
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const { coinsTakenBack } = await refundStarsOrder(database.db, bot, orderId);
    console.warn(`Refunded order ${orderId}; took back ${coinsTakenBack} unspent coins.`);
  } catch (error) {
    console.error(error instanceof RefundRefused ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
