// Support actions from the command line:
//   npm run support -- refund-stars <orderId>
//   npm run support -- photos-to-review
//   npm run support -- review-photo <itemId> keep|remove
//   npm run support -- payment-feedback [count]
// With the embedded PGlite database, stop the server first (one process per data folder).
import { parseEnv } from './config/env';
import { openDatabase } from './db/database';
import { describePaymentFeedback, listPaymentFeedback } from './features/payments/payment-feedback';
import { RefundRefused, refundStarsOrder } from './features/payments/refund-order';
import { listPhotosUnderReview, reviewPhoto } from './features/reports/photo-review';
import { createTelegramBot } from './providers/telegram/telegram-bot';

const USAGE = [
  'usage: npm run support -- refund-stars <orderId>',
  '       npm run support -- photos-to-review',
  '       npm run support -- review-photo <itemId> keep|remove',
  '       npm run support -- payment-feedback [count]',
].join('\n');

/** The moderation commands: reported photos, listed and decided. */
async function moderate(action: string, itemId: string | undefined, decision: string | undefined) {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    if (action === 'photos-to-review') {
      const photos = await listPhotosUnderReview(database.db);
      if (photos.length === 0) console.warn('No reported photo is waiting for review.');
      for (const photo of photos) {
        console.warn(
          `${photo.itemId}  ${photo.reports} report(s)  character ${photo.characterId}  owner ${photo.ownerId}  /media/${photo.mediaId ?? '-'}  "${photo.prompt}"`,
        );
      }
      return;
    }
    if (!itemId || (decision !== 'keep' && decision !== 'remove')) {
      console.error(USAGE);
      process.exitCode = 2;
      return;
    }
    const done = await reviewPhoto(database.db, itemId, decision);
    if (!done) {
      console.error(`No reported photo ${itemId} is waiting for review.`);
      process.exitCode = 1;
      return;
    }
    console.warn(
      decision === 'keep'
        ? `Photo ${itemId} is back in the gallery.`
        : `Photo ${itemId} was removed.`,
    );
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
  const [action, orderId, decision] = process.argv.slice(2);
  if (action === 'payment-feedback') {
    await printPaymentFeedback(orderId);
    return;
  }
  if (action === 'photos-to-review' || action === 'review-photo') {
    await moderate(action, orderId, decision);
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
