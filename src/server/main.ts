import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { OpenEventStreams } from './api/open-event-streams';
import { createApp } from './app';
import { embeddedDefaultsInUse } from './config/embedded-defaults';
import { EnvError, parseEnv } from './config/env';
import { openDatabase } from './db/database';
import { accountEraserTask } from './features/accounts/account-eraser';
import { loadServedArtRun } from './features/art-redraw/current-art';
import { createRedrawWorker } from './features/art-redraw/redraw-job';
import { firstPaintPortraitsFor } from './features/characters/first-portraits';
import { createChapterWorker } from './features/chat/chapters/chapter-worker';
import { createChapterWriter } from './features/chat/chapters/create-chapter-writer';
import { chatPhotoKind } from './features/chat/chat-photo-kind';
import { createChatServices } from './features/chat/chat-services';
import { createSceneUpdates } from './features/chat/scene/scene-updates';
import { staleReplySweeperTask } from './features/chat/stale-reply-sweeper';
import { tourCleanerTask } from './features/chat/tour/tour-cleaner';
import { characterGenerationKind } from './features/custom-characters/character-generation-kind';
import { createGenerationWorker } from './features/generation/generation-worker';
import { mediaFileRemovalTask } from './features/media/media-file-removal';
import { warmFirstPaintPictures } from './features/media/warm-first-paint-pictures';
import { purchaseReportTask } from './features/payments/purchase-reports';
import { renewalTask } from './features/payments/renewals';
import { requestKeyCleanerTask } from './features/request-keys/request-key-cleaner';
import { characterAuditTask } from './features/safety/character-audit';
import { moderationLogCleanerTask } from './features/safety/refusal-log-cleaner';
import { serviceOrderExpiryTask } from './features/service-orders/service-order-expiry';
import { photoGenerationKind } from './features/studio/photo-generation-kind';
import { unusedUploadSweeperTask } from './features/studio/unused-uploads';
import { videoGenerationKind } from './features/studio/video-generation-kind';
import { createReadyNotices } from './features/telegram-bot/ready-notices';
import { stopGracefully } from './graceful-stop';
import { createJobQueue } from './jobs/job-queue';
import { createLogger } from './lib/logger';
import { createImageProvider } from './providers/images/image-provider';
import { createModerationProvider } from './providers/moderation/create-moderation';
import { createPayPalApi } from './providers/paypal/paypal-api';
import { createMediaStorage } from './providers/storage/create-media-storage';
import { createTelegramBot } from './providers/telegram/telegram-bot';
import { createVideoProvider } from './providers/videos/video-provider';
import { seedShippedContent } from './seed';
import { loadClientBuild } from './web/client-build';

/** How often a copy reads which redraw's art is served (another copy may have switched one). */
const SERVED_ART_REFRESH_MS = 60_000;

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(env.LOG_LEVEL);

  const client = loadClientBuild(env.CLIENT_DIR);
  if (client && client.info.brand !== env.BRAND) {
    log.fatal(
      `The client in ${env.CLIENT_DIR} was built for brand ${client.info.brand} but BRAND=${env.BRAND}. ` +
        'Run `npm run build` with the same BRAND, or use `npm start`, which rebuilds.',
    );
    process.exit(1);
  }
  if (!client) log.warn({ dir: env.CLIENT_DIR }, 'no client build found: serving the API only');

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection dropped'),
  });
  await database.migrate();
  await seedShippedContent(database.db);
  log.info({ database: database.kind }, 'database ready');

  const payments = { telegram: createTelegramBot(env), paypal: createPayPalApi(env) };
  const chat = createChatServices(env, undefined, log);
  // One set of "it is ready" messages for replies (createApp keeps it) and generations.
  chat.readyNotices = createReadyNotices({ db: database.db, bot: payments.telegram, env, log });
  const storage = createMediaStorage(env);
  const images = createImageProvider(env);
  const videos = createVideoProvider(env);
  // One provider for chat texts (createApp) and the pictures generations draw.
  const moderation = createModerationProvider(env, log);
  const jobs = createJobQueue(database, log);
  await jobs.start();
  const generation = createGenerationWorker({
    db: database.db,
    jobs,
    kinds: [
      characterGenerationKind({
        db: database.db,
        storage,
        images,
        chatModel: chat.model,
        moderation,
      }),
      photoGenerationKind({ db: database.db, storage, images, moderation }),
      videoGenerationKind({ db: database.db, storage, videos, moderation }),
      chatPhotoKind({ db: database.db, storage, images, moderation }),
    ],
    log,
    concurrency: env.GENERATION_CONCURRENCY,
    readyNotices: chat.readyNotices,
  });
  await generation.start();
  // After each reply the chat model updates the conversation's scene, on one copy, as a job.
  const sceneUpdates = createSceneUpdates({
    db: database.db,
    jobs,
    writer: chat.sceneWriter,
    log,
  });
  await sceneUpdates.start();
  chat.sceneUpdates = sceneUpdates;
  // Her chapters: closed beside the replies, written by any copy, never waited for.
  const chapters = createChapterWorker({
    db: database.db,
    jobs,
    writer: createChapterWriter(env),
    log,
    writerTimeoutMs: env.LLM_CHAPTER_TIMEOUT_MS,
  });
  chat.chapters = chapters;
  await chapters.start();
  // A redraw (`npm run support -- redraw-art`) is carried on by any copy with a real image model.
  const redraw = createRedrawWorker({ db: database.db, storage, images, moderation, log }, jobs);
  await redraw.start();
  await loadServedArtRun(database.db);
  // Another copy may switch a redraw over: every copy serves the new art within a minute.
  setInterval(() => {
    loadServedArtRun(database.db).catch((error: unknown) =>
      log.warn({ err: error }, 'redraw: the served art run could not be read'),
    );
  }, SERVED_ART_REFRESH_MS).unref();
  const openStreams = new OpenEventStreams();
  const app = createApp({
    env,
    database,
    log,
    client,
    services: { payments, chat, storage, generation, images, videos, moderation },
    openStreams,
  });
  const periodicTasks = [
    accountEraserTask(database.db, storage),
    staleReplySweeperTask(database.db),
    tourCleanerTask(database.db),
    renewalTask(database.db, payments),
    purchaseReportTask(database.db, env.PURCHASE_REPORT_URL),
    requestKeyCleanerTask(database.db),
    moderationLogCleanerTask(database.db, env.MODERATION_LOG_DAYS),
    serviceOrderExpiryTask(database.db),
    mediaFileRemovalTask(database.db, storage),
    unusedUploadSweeperTask(database.db, storage),
    generation.sweepTask,
    chapters.sweepTask,
  ];
  for (const task of periodicTasks) if (task) await jobs.schedule(task);
  // Characters published before the character check existed are checked once, on one copy.
  await jobs.runOnce(characterAuditTask(database.db, moderation));
  // Read by `npm start` (scripts/start.mjs), which prints it in plain words.
  log.info(
    {
      embedded: embeddedDefaultsInUse(env, {
        chatModel: chat.model.kind,
        isDemoImages: images.isDemo,
      }),
    },
    'embedded defaults in use',
  );
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (address) => {
    log.info({ url: `http://${env.HOST}:${address.port}`, brand: env.BRAND }, 'listening');
  }) as Server;
  warmFirstPaintPictures(database.db, storage, firstPaintPortraitsFor(database.db, env)).then(
    (count) => log.info({ pictures: count }, "first paints' pictures ready"),
    (error: unknown) => log.warn({ err: error }, "first paints' pictures not made ahead"),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await redraw.stop();
    await chapters.stop();
    await stopGracefully({ server, chat, openStreams, jobs, generation, database, log }, signal);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
