import { LOOK_PICTURE_PATH } from '@contract/character-options';
import { SCREEN_PRELOAD_PATH } from '@contract/screen-preload';
import { TEMPLATE_PICTURE_PATH, UPLOAD_PHOTO_PATH } from '@contract/studio';
import { VOICE_UPLOAD_PATH } from '@contract/voice-input';
import { UPLOAD_CARD_PATH } from '@contract/character-cards';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createApiRouter } from './api/api-router';
import type { EndpointImplementation, Services } from './api/endpoint-handler';
import { acceptsEventStream } from './api/event-stream-answer';
import type { OpenEventStreams } from './api/open-event-streams';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/database';
import { dataRightsRoutes } from './features/accounts/data-rights-routes';
import { createGoogleVerifier } from './features/accounts/google-id-token';
import { locationRoutes } from './features/accounts/location-routes';
import { loginRoutes } from './features/accounts/login-routes';
import { phoneLoginRoutes } from './features/accounts/phone-login-routes';
import { sessionRoutes } from './features/accounts/session-routes';
import { resolveSessionUid } from './features/accounts/sessions';
import { userRoutes } from './features/accounts/user-routes';
import { analyticsRoutes } from './features/analytics/routes';
import { characterRoutes } from './features/characters/character-routes';
import { firstPaintPortraitsFor } from './features/characters/first-portraits';
import { MessageCounts } from './features/characters/message-counts';
import { chapterRoutes } from './features/chat/chapters/chapter-routes';
import { chatRoutes } from './features/chat/chat-routes';
import { createChatServices } from './features/chat/chat-services';
import { conversationPersonaRoutes } from './features/chat/conversation-persona-routes';
import { photoOfferRoutes } from './features/chat/offers/offer-routes';
import { sceneRoutes } from './features/chat/scene/scene-routes';
import { conversationRoutes } from './features/chat/conversation-routes';
import { memoryRoutes } from './features/chat/memory/memory-routes';
import { tourRoutes } from './features/chat/tour/tour-routes';
import { configRoutes } from './features/config/routes';
import { characterCardRoutes } from './features/character-cards/character-card-routes';
import { customCharacterRoutes } from './features/custom-characters/custom-character-routes';
import { firstStepRoutes } from './features/first-steps/first-step-routes';
import { giftRoutes } from './features/gifts/gift-routes';
import { createMailer } from './features/mail/mailer';
import { createMediaAccess } from './features/media/media-access';
import { meetRoutes } from './features/meet/meet-routes';
import { accountingRoutes } from './features/payments/accounting-routes';
import { brandContentRoutes, loadBrandContent } from './features/payments/brand-content';
import { cardRoutes } from './features/payments/card-routes';
import { goodsRoutes } from './features/payments/goods-routes';
import { orderRoutes } from './features/payments/order-routes';
import { payFeedbackRoutes } from './features/payments/pay-feedback-routes';
import { subscriptionRoutes } from './features/payments/subscription-routes';
import { personaRoutes } from './features/personas/persona-routes';
import { reportRoutes } from './features/reports/report-routes';
import { rewardRoutes } from './features/rewards/reward-routes';
import { serviceOrderRoutes } from './features/service-orders/service-order-routes';
import { speechRoutes } from './features/speech/speech-routes';
import { createVoiceNotes } from './features/speech/voice-notes';
import { galleryRoutes } from './features/studio/gallery-routes';
import { studioRoutes } from './features/studio/studio-routes';
import { botMessageRoutes } from './features/telegram-bot/bot-message-routes';
import { createReadyNotices } from './features/telegram-bot/ready-notices';
import type { Logger } from './lib/logger';
import { createImageProvider } from './providers/images/image-provider';
import { createModerationProvider } from './providers/moderation/create-moderation';
import { createTranscriptionProvider } from './providers/transcription/create-transcription';
import { createPayPalApi } from './providers/paypal/paypal-api';
import { createSmsSender } from './providers/sms/sms-sender';
import { createSpeechProvider } from './providers/speech/create-speech-provider';
import { createMediaStorage } from './providers/storage/create-media-storage';
import { createTelegramBot } from './providers/telegram/telegram-bot';
import { createVideoProvider } from './providers/videos/video-provider';
import { limitDeclaredBodies } from './web/body-limits';
import type { ClientBuild } from './web/client-build';
import { lookPictureRoutes } from './web/look-pictures';
import { mediaRoutes } from './web/media-routes';
import { createMetrics } from './web/metrics';
import { createPageRoutes } from './web/page-routes';
import { cardUploadRoutes } from './web/card-upload';
import { photoUploadRoutes } from './web/photo-upload';
import { voiceUploadRoutes } from './web/voice-upload';
import { requestHeader } from './web/request-header';
import { sandboxPages } from './web/sandbox-pages';
import { screenPreloadRoutes } from './web/screen-preload';
import { telegramWebhook } from './web/telegram-webhook';
import { templatePictureRoutes } from './web/template-pictures';

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  log: Logger;
  /** The built client, or null to serve the API only (dev mode runs Vite in front). */
  client: ClientBuild | null;
  /** Outside services; made from `env` when not given (tests give their own). */
  services?: Partial<Services>;
  /** The event streams being written, which a stopping server closes (main.ts). */
  openStreams?: OpenEventStreams;
}

/** Every endpoint the server answers. */
const implementations: readonly EndpointImplementation[] = [
  ...configRoutes,
  ...analyticsRoutes,
  ...loginRoutes,
  ...phoneLoginRoutes,
  ...sessionRoutes,
  ...userRoutes,
  ...locationRoutes,
  ...dataRightsRoutes,
  ...characterRoutes,
  ...customCharacterRoutes,
  ...characterCardRoutes,
  ...reportRoutes,
  ...firstStepRoutes,
  ...botMessageRoutes,
  ...studioRoutes,
  ...galleryRoutes,
  ...conversationRoutes,
  ...chatRoutes,
  ...tourRoutes,
  ...giftRoutes,
  ...memoryRoutes,
  ...chapterRoutes,
  ...personaRoutes,
  ...photoOfferRoutes,
  ...conversationPersonaRoutes,
  ...sceneRoutes,
  ...goodsRoutes,
  ...orderRoutes,
  ...accountingRoutes,
  ...subscriptionRoutes,
  ...cardRoutes,
  ...payFeedbackRoutes,
  ...rewardRoutes,
  ...meetRoutes,
  ...serviceOrderRoutes,
  ...speechRoutes,
];

/** The whole HTTP surface: API, health check, sitemap, static files and pages. */
export function createApp(dependencies: AppDependencies): Hono {
  const { env, database, log, client, services, openStreams } = dependencies;
  const app = new Hono();
  const allServices: Services = {
    mailer: services?.mailer ?? createMailer(env, log),
    sms: services?.sms ?? createSmsSender(env, log),
    verifyGoogleToken: services?.verifyGoogleToken ?? createGoogleVerifier(env),
    chat: services?.chat ?? createChatServices(env),
    payments: services?.payments ?? {
      telegram: createTelegramBot(env),
      paypal: createPayPalApi(env),
    },
    storage: services?.storage ?? createMediaStorage(env),
    // Without a worker (an API-only copy) jobs wait for the sweep of a copy that runs one.
    generation: services?.generation ?? { wake: async () => {} },
    images: services?.images ?? createImageProvider(env),
    videos: services?.videos ?? createVideoProvider(env),
    moderation: services?.moderation ?? createModerationProvider(env, log),
    transcription:
      services && 'transcription' in services
        ? (services.transcription ?? null)
        : createTranscriptionProvider(env),
    speech: services?.speech ?? createSpeechProvider(env),
  };
  // The bot tells a user who allowed it that a reply written while they were away is ready.
  allServices.chat.readyNotices ??= createReadyNotices({
    db: database.db,
    bot: allServices.payments.telegram,
    env,
    log,
  });
  allServices.chat.voiceNotes ??= createVoiceNotes({
    db: database.db,
    speech: allServices.speech,
    storage: allServices.storage,
    log,
    readyNotices: () => allServices.chat.readyNotices,
  });
  allServices.chat.messageCounts ??= new MessageCounts(database.db, log, allServices.chat.running);
  const media = createMediaAccess(database.db);
  app.use(
    '*',
    secureHeaders({
      // The app runs inside Telegram's iframe, so it must stay framable; CSP is left to the proxy.
      xFrameOptions: false,
      contentSecurityPolicy: undefined,
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
    }),
  );
  const metrics = createMetrics({
    database,
    chat: allServices.chat,
    apiPaths: new Set(implementations.map((implementation) => implementation.endpoint.path)),
    token: env.METRICS_TOKEN,
  });
  app.use('*', metrics.timeRequests);
  // An event stream is never compressed (it goes out event by event); skipping the middleware
  // spares a chat send building a web Response's headers only to find that out.
  const compressAnswers = compress();
  app.use('*', (c, next) =>
    acceptsEventStream(requestHeader(c, 'accept')) ? next() : compressAnswers(c, next),
  );
  app.route('/metrics', metrics.routes);
  app.use('*', limitDeclaredBodies());

  // What an operator should know about this copy's set-up (docs/operations.md).
  const operatorNotes = allServices.transcription
    ? []
    : ['voice input is off: set STT_BASE_URL to a speech-to-text server (docs/operations.md)'];
  /** Ready for new work: not draining, and the database answers (what a balancer routes on). */
  const readiness = async (c: Context) => {
    // A copy shutting down tells the load balancer to send new work elsewhere.
    if (allServices.chat.shutdown.isDraining) {
      return c.json({ status: 'stopping', database: database.kind }, 503);
    }
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind, notes: operatorNotes });
    } catch (error) {
      log.error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'error', database: database.kind }, 503);
    }
  };
  app.get('/healthz', readiness);
  app.get('/readyz', readiness);
  // Alive while the process answers at all, draining included: a restart would only cut the
  // replies it is finishing.
  app.get('/livez', (c) =>
    c.json({ status: allServices.chat.shutdown.isDraining ? 'stopping' : 'ok' }),
  );

  app.route(
    '/api',
    createApiRouter({
      context: {
        db: database.db,
        env,
        log,
        buildId: client?.info.buildId ?? 'dev',
        services: allServices,
        media,
      },
      implementations: [
        ...implementations,
        ...brandContentRoutes(loadBrandContent(env.BRAND_CONTENT_FILE), {
          members: env.TRUST_MIN_MEMBERS,
          messages: env.TRUST_MIN_MESSAGES,
          characters: env.TRUST_MIN_CHARACTERS,
        }),
      ],
      resolveUid: (token) => resolveSessionUid(database.db, token),
      openStreams,
    }),
  );
  app.route(LOOK_PICTURE_PATH, lookPictureRoutes(allServices.storage));
  app.route(TEMPLATE_PICTURE_PATH, templatePictureRoutes(allServices.storage));
  app.route('/media', mediaRoutes(database.db, media, allServices.storage, log));
  app.route(UPLOAD_PHOTO_PATH, photoUploadRoutes(database.db, media, allServices.storage));
  app.route(VOICE_UPLOAD_PATH, voiceUploadRoutes(database.db, allServices.transcription, log));
  app.route(UPLOAD_CARD_PATH, cardUploadRoutes(env, database.db, allServices));
  app.route('/pay/sandbox', sandboxPages(env, database.db));
  app.route(SCREEN_PRELOAD_PATH, screenPreloadRoutes(client));
  app.route(
    '/telegram/webhook',
    telegramWebhook(env, allServices.payments.telegram, database.db, log, {
      services: allServices,
      media,
      buildId: client?.info.buildId ?? 'dev',
    }),
  );
  app.route('/', createPageRoutes(env, client, firstPaintPortraitsFor(database.db, env)));
  app.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, 'unhandled request error');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
