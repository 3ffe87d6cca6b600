import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGN_HEADER } from '../../../src/contract/constants';
import { signRequestBody } from '../../../src/contract/request-sign';
import type { Services } from '../../../src/server/api/endpoint-handler';
import { createApp } from '../../../src/server/app';
import { type Env, parseEnv } from '../../../src/server/config/env';
import { createGoogleVerifier } from '../../../src/server/features/accounts/google-id-token';
import { loadServedArtRun } from '../../../src/server/features/art-redraw/current-art';
import { createChatServices } from '../../../src/server/features/chat/chat-services';
import { createMailer, type MailMessage } from '../../../src/server/features/mail/mailer';
import { createLogger } from '../../../src/server/lib/logger';
import {
  createImageProvider,
  type ImageProvider,
} from '../../../src/server/providers/images/image-provider';
import { createModerationProvider } from '../../../src/server/providers/moderation/create-moderation';
import { createTranscriptionProvider } from '../../../src/server/providers/transcription/create-transcription';
import { createPayPalApi } from '../../../src/server/providers/paypal/paypal-api';
import { createSmsSender, type SmsMessage } from '../../../src/server/providers/sms/sms-sender';
import { createSpeechProvider } from '../../../src/server/providers/speech/create-speech-provider';
import type { SpeechProvider } from '../../../src/server/providers/speech/speech-provider';
import { createMediaStorage } from '../../../src/server/providers/storage/create-media-storage';
import type { MediaStorage } from '../../../src/server/providers/storage/media-storage';
import { createTelegramBot } from '../../../src/server/providers/telegram/telegram-bot';
import {
  createVideoProvider,
  type VideoProvider,
} from '../../../src/server/providers/videos/video-provider';
import { loadClientBuild } from '../../../src/server/web/client-build';
import { writeClientFixture } from './client-fixture';
import { createTestDatabase } from './test-database';
import { testGeneration } from './test-generation';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app over a fresh database, with helpers to call it like a client would. Mail goes to
 * the real outbox in a temporary data folder; `mails` also keeps each message for assertions, and
 * `texts` each SMS the configured sender accepted.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    images?: ImageProvider;
    videos?: VideoProvider;
    speech?: SpeechProvider;
    /** Wraps the media storage the env chose, to make it fail on purpose. */
    wrapStorage?: (storage: MediaStorage) => MediaStorage;
  } = {},
) {
  const database = await createTestDatabase();
  // Test files share one module graph (isolate: false): a redraw switched over in an earlier file
  // must not decide this fresh database's picture addresses, as main.ts reads it at start.
  await loadServedArtRun(database.db);
  const clientDir = writeClientFixture(envOverrides.BRAND);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-data-'));
  const env: Env = parseEnv({
    LOG_LEVEL: 'silent',
    CLIENT_DIR: clientDir,
    DATA_DIR: dataDir,
    ...envOverrides,
  });
  const log = createLogger('silent');
  const mails: MailMessage[] = [];
  const mailer = createMailer(env, log);
  const texts: SmsMessage[] = [];
  const smsSender = createSmsSender(env, log);
  const services: Services = {
    mailer: {
      kind: mailer.kind,
      async send(message, fields) {
        await mailer.send(message, fields);
        mails.push(message);
      },
    },
    sms: {
      kind: smsSender.kind,
      async send(message, fields) {
        await smsSender.send(message, fields);
        texts.push(message);
      },
    },
    verifyGoogleToken: createGoogleVerifier(env),
    chat: createChatServices(env),
    payments: { telegram: createTelegramBot(env), paypal: createPayPalApi(env) },
    storage: (options.wrapStorage ?? ((storage) => storage))(createMediaStorage(env)),
    generation: { wake: async () => {} },
    images: options.images ?? createImageProvider(env),
    videos: options.videos ?? createVideoProvider(env),
    moderation: createModerationProvider(env, log),
    transcription: createTranscriptionProvider(env),
    speech: options.speech ?? createSpeechProvider(env),
  };
  const generation = testGeneration(database.db, services, services.images, services.videos);
  services.generation = generation.worker;
  const app = createApp({ env, database, log, client: loadClientBuild(clientDir), services });

  /** POSTs a raw body to `/api{path}`, signed unless `sign` is given. */
  const postRaw = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(`/api${path}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [SIGN_HEADER]: signRequestBody(body, env.API_SIGN_SECRET),
        ...headers,
      },
    });

  /** Calls an endpoint with a JSON body and returns the parsed envelope. */
  const call = async (path: string, body: unknown = {}, headers: Record<string, string> = {}) => {
    const response = await postRaw(path, JSON.stringify(body), headers);
    return { status: response.status, envelope: (await response.json()) as Envelope };
  };

  const close = async () => {
    // Replies still being written would touch a dropped database.
    await Promise.allSettled([...services.chat.running]);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    app,
    env,
    database,
    db: database.db,
    services,
    generation,
    mails,
    texts,
    dataDir,
    postRaw,
    call,
    close,
  };
}

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}
