// Support actions from the command line: `npm run support -- refund-stars <orderId>`.
// With the embedded PGlite database, stop the server first (one process per data folder).
import { parseEnv } from './config/env';
import { openDatabase } from './db/database';
import { RefundRefused, refundStarsOrder } from './features/payments/refund-order';
import { createTelegramBot } from './providers/telegram/telegram-bot';

const USAGE = 'usage: npm run support -- refund-stars <orderId>';

async function main() {
  const [action, orderId] = process.argv.slice(2);
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
