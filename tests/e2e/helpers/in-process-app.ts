// The app served from this test's own process over its own embedded database, for end-to-end
// tests that also act as the operator (the support command's functions need the database, which
// the shared e2e server holds alone while it runs).

import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Services } from '../../../src/server/api/endpoint-handler';
import { createApp } from '../../../src/server/app';
import { parseEnv } from '../../../src/server/config/env';
import { openDatabase } from '../../../src/server/db/database';
import { createGoogleVerifier } from '../../../src/server/features/accounts/google-id-token';
import { createChatServices } from '../../../src/server/features/chat/chat-services';
import { createMailer } from '../../../src/server/features/mail/mailer';
import { createLogger } from '../../../src/server/lib/logger';
import { createImageProvider } from '../../../src/server/providers/images/image-provider';
import { createModerationProvider } from '../../../src/server/providers/moderation/create-moderation';
import { createTranscriptionProvider } from '../../../src/server/providers/transcription/create-transcription';
import { createPayPalApi } from '../../../src/server/providers/paypal/paypal-api';
import { createSmsSender } from '../../../src/server/providers/sms/sms-sender';
import { createSpeechProvider } from '../../../src/server/providers/speech/create-speech-provider';
import { createMediaStorage } from '../../../src/server/providers/storage/create-media-storage';
import { createTelegramBot } from '../../../src/server/providers/telegram/telegram-bot';
import { createVideoProvider } from '../../../src/server/providers/videos/video-provider';
import { seedShippedContent } from '../../../src/server/seed';
import { loadClientBuild } from '../../../src/server/web/client-build';
import { testGeneration } from '../../server/helpers/test-generation';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../../dist/client');

/**
 * Starts the app on a free port, with `envOverrides` (a fake chat model's `LLM_BASE_URL`…);
 * generation jobs run when the test calls `runWoken`.
 */
export async function startInProcessApp(envOverrides: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-e2e-own-'));
  const env = parseEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, CLIENT_DIR, ...envOverrides });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await seedShippedContent(database.db);
  const log = createLogger('silent');
  const services: Services = {
    mailer: createMailer(env, log),
    sms: createSmsSender(env, log),
    verifyGoogleToken: createGoogleVerifier(env),
    chat: createChatServices(env),
    payments: { telegram: createTelegramBot(env), paypal: createPayPalApi(env) },
    storage: createMediaStorage(env),
    generation: { wake: async () => {} },
    images: createImageProvider(env),
    videos: createVideoProvider(env),
    moderation: createModerationProvider(env, log),
    transcription: createTranscriptionProvider(env),
    speech: createSpeechProvider(env),
  };
  const generation = testGeneration(database.db, services, services.images, services.videos);
  services.generation = generation.worker;
  const app = createApp({ env, database, log, client: loadClientBuild(CLIENT_DIR), services });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    env,
    db: database.db,
    storage: services.storage,
    generation,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...services.chat.running]);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
