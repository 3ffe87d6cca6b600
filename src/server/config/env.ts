import { FEATURE_SWITCHES } from '@contract/api/config-endpoints';
import { BRAND_KEYS, DEFAULT_BRAND } from '@contract/brands';
import { z } from 'zod';
import { workflowFileProblem } from '../providers/images/comfyui-workflow';
import { VIDEO_WORKFLOW } from '../providers/videos/video-workflow';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((value) => value === '1' || value === 'true');

const commaList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** The sizes OpenAI's GPT image models take; other servers list theirs in IMAGES_API_SIZES. */
const DEFAULT_IMAGES_API_SIZES = '1024x1024,1024x1536,1536x1024';
const SIZE = /^[1-9]\d{1,4}x[1-9]\d{1,4}$/;

/** Every environment variable the server reads, with its default and a hint for a bad value. */
const envFields = {
  PORT: {
    schema: z.coerce.number().int().min(0).max(65535).default(8080),
    hint: 'a TCP port number such as 8080',
  },
  HOST: { schema: z.string().min(1).default('127.0.0.1'), hint: 'an interface such as 0.0.0.0' },
  DATA_DIR: {
    schema: z.string().min(1).default('./data'),
    hint: 'a writable folder for the embedded database, media and outbox',
  },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    hint: 'a PostgreSQL URL such as postgres://user@127.0.0.1:5432/app, or unset for PGlite',
  },
  REDIS_URL: {
    schema: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    hint: 'a Redis URL such as redis://127.0.0.1:6379 to pass live replies between server copies; unset uses PostgreSQL LISTEN/NOTIFY',
  },
  API_SIGN_SECRET: {
    schema: z.string().min(8).default('dev-sign-secret'),
    hint: 'the same secret the client was built with (at least 8 characters)',
  },
  BRAND: { schema: z.enum(BRAND_KEYS).default(DEFAULT_BRAND), hint: BRAND_KEYS.join(', ') },
  ROOT_REDIRECT: {
    schema: z
      .string()
      .regex(/^(\/|https?:\/\/)/, 'must be a path starting with / or an http(s) URL')
      .refine((value) => value !== '/', 'must not be / itself, or / would redirect to itself')
      .optional(),
    hint: 'where / redirects, e.g. /landing; unset to serve the home screen',
  },
  PUBLIC_ORIGIN: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the public origin such as https://velora.chat (default: the brand host)',
  },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    hint: 'fatal, error, warn, info, debug, trace or silent',
  },
  COUNTRY_HEADER: {
    schema: z
      .string()
      .min(1)
      .default('cf-ipcountry')
      .transform((value) => value.toLowerCase()),
    hint: 'the header in which your proxy puts the ISO country, such as cf-ipcountry',
  },
  BLOCKED_COUNTRIES: {
    schema: commaList(z.string().regex(/^[A-Z]{2}$/, 'two capital letters')),
    hint: 'ISO country codes separated by commas, such as US,GB',
  },
  AGE_VERIFICATION_COUNTRIES: {
    schema: commaList(z.string().regex(/^[A-Z]{2}$/, 'two capital letters')),
    hint: 'ISO country codes whose law asks for an age check before explicit content or publishing a character, such as GB,FR (empty: nowhere)',
  },
  MAINTENANCE: { schema: booleanFlag, hint: '1 to answer every API call with 1007, else 0' },
  DISABLED_FEATURES: {
    schema: commaList(z.enum(FEATURE_SWITCHES)),
    hint: `a comma list of ${FEATURE_SWITCHES.join(', ')}`,
  },
  CLIENT_IP_HEADER: {
    schema: z
      .string()
      .min(1)
      .transform((value) => value.toLowerCase())
      .optional(),
    hint: 'the header in which your proxy puts the caller IP, such as cf-connecting-ip; unset to use the socket address',
  },
  SMTP_URL: {
    schema: z.url({ protocol: /^smtps?$/ }).optional(),
    hint: 'an SMTP URL such as smtps://user:pass@smtp.example.com:465, or unset to write mail to DATA_DIR/outbox',
  },
  MAIL_FROM: {
    schema: z.string().min(3).optional(),
    hint: 'the sender such as "Velora <no-reply@velora.chat>" (default: no-reply@ the brand host)',
  },
  SMS_PROVIDER: {
    schema: z.enum(['outbox', 'twilio']).default('outbox'),
    hint: 'twilio to send sign-in codes through Twilio (with the TWILIO_ variables), or outbox to write them to DATA_DIR/outbox',
  },
  TWILIO_ACCOUNT_SID: {
    schema: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must look like AC followed by 32 hex digits')
      .optional(),
    hint: 'the Account SID from the Twilio console (AC…)',
  },
  TWILIO_AUTH_TOKEN: {
    schema: z.string().min(8).optional(),
    hint: 'the Auth Token from the Twilio console',
  },
  TWILIO_FROM: {
    schema: z.string().min(2).max(32).optional(),
    hint: 'the sender: a Twilio number in E.164 such as +15017122661, or an alphanumeric sender id',
  },
  TWILIO_API_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    hint: "Twilio's API root, https://api.twilio.com (only tests change it)",
  },
  SMS_COUNTRIES: {
    schema: commaList(z.string().regex(/^[A-Z]{2}$/, 'two capital letters')),
    hint: 'ISO country codes of the numbers sign-in codes may be texted to, such as US,GB,DE (empty: every country)',
  },
  SMS_HOURLY_LIMIT: {
    schema: z.coerce.number().int().min(1).max(1_000_000).default(200),
    hint: 'the most sign-in SMS all server copies together send in an hour, such as 200',
  },
  GOOGLE_CLIENT_ID: {
    schema: z.string().min(1).optional(),
    hint: 'the OAuth client id of your Google Identity Services button; unset hides Google sign-in',
  },
  GOOGLE_JWKS_URL: {
    schema: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
    hint: "the URL of Google's signing keys (only tests change it)",
  },
  TELEGRAM_BOT_TOKEN: {
    schema: z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]+$/, 'must look like 123456:ABC-DEF')
      .optional(),
    hint: 'the token @BotFather gave your bot; unset turns Telegram sign-in off',
  },
  TELEGRAM_API_ROOT: {
    schema: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
    hint: "the Bot API's root URL (only tests and a local Bot API server change it)",
  },
  TELEGRAM_WEBHOOK_SECRET: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, '16 to 256 of A-Z, a-z, 0-9, _ and -')
      .optional(),
    hint: 'the secret_token given to setWebhook; unset turns POST /telegram/webhook off',
  },
  SUPPORT_CHANNEL_CHAT_ID: {
    schema: z
      .string()
      .regex(/^(@[A-Za-z0-9_]{5,32}|-100\d{5,})$/, 'a channel @username or its -100… chat id')
      .optional(),
    hint: 'the official support channel (spec §2) the bot checks membership of with getChatMember; the bot must be its administrator; unset hides the channel gift',
  },
  SUPPORT_CHANNEL_URL: {
    schema: z.url({ protocol: /^https$/ }).optional(),
    hint: 'the link people join the support channel by; defaults to https://t.me/<username> for an @username channel',
  },
  SANDBOX_PAYMENTS: {
    schema: z
      .enum(['', '0', '1', 'true', 'false'])
      .optional()
      .transform((value) =>
        value === undefined || value === '' ? null : value === '1' || value === 'true',
      ),
    hint: '1 to offer the sandbox checkout, 0 to hide it; unset offers it only without PayPal',
  },
  PAYPAL_CLIENT_ID: {
    schema: z.string().min(1).optional(),
    hint: 'the REST app client id from developer.paypal.com; unset turns PayPal off',
  },
  PAYPAL_CLIENT_SECRET: {
    schema: z.string().min(1).optional(),
    hint: 'the REST app secret from developer.paypal.com',
  },
  PAYPAL_API_BASE: {
    schema: z.url({ protocol: /^https?$/ }).default('https://api-m.sandbox.paypal.com'),
    hint: 'https://api-m.paypal.com for live payments (default: PayPal sandbox)',
  },
  PAYPAL_CARD_PAYMENTS: {
    schema: booleanFlag,
    hint: '1 when the PayPal account may take cards directly (advanced card processing), else 0',
  },
  BRAND_CONTENT_FILE: {
    schema: z.string().min(1).optional(),
    hint: 'a JSON file with the premium page content (press logos, comments, users, figures) shaped like src/server/features/payments/brand-content/example.json; unset shows no press, comments or members and counts the figures on this server',
  },
  TRUST_MIN_MEMBERS: {
    schema: z.coerce.number().int().min(0).default(1000),
    hint: 'the member count the premium page shows from (a smaller count is left out), such as 1000',
  },
  TRUST_MIN_MESSAGES: {
    schema: z.coerce.number().int().min(0).default(50_000),
    hint: 'the sent-message count the premium page shows from (a smaller count is left out), such as 50000',
  },
  TRUST_MIN_CHARACTERS: {
    schema: z.coerce.number().int().min(0).default(50),
    hint: 'the published-character count the premium page shows from (a smaller count is left out), such as 50',
  },
  PURCHASE_REPORT_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'a conversion-tracking URL that gets each paid order as a JSON POST; unset reports nothing',
  },
  ANALYTICS_OPEN_HOST: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the outside collector of opens (spec §7 `{open host}/out-comm-logs/client/h5/open`); unset forwards nothing',
  },
  ANALYTICS_ACT_HOST: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the outside collector of activity events (`{act host}/out-comm-logs/client/h5/activity`); unset forwards nothing',
  },
  ANALYTICS_ONLINE_HOST: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the outside collector of online time (`{online host}/out-comm-logs/server/h5/onlineTime`); unset forwards nothing',
  },
  AD_PIXEL_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'an ad pixel endpoint such as https://www.facebook.com/tr that gets the ad-pixel events as GET ?id=&ev=; needs AD_PIXEL_ID',
  },
  AD_PIXEL_ID: {
    schema: z.string().trim().min(1).max(64).optional(),
    hint: 'the ad pixel id sent with each ad-pixel event',
  },
  LLM_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the /v1 URL of an OpenAI-compatible server such as http://127.0.0.1:8000/v1; unset uses the demo model',
  },
  LLM_API_KEY: {
    schema: z.string().min(1).default('none'),
    hint: "the server's API key (local servers usually accept any value)",
  },
  LLM_MODEL: {
    schema: z.string().min(1).default('default'),
    hint: 'the model name for the base model',
  },
  LLM_ADVANCED_MODEL: {
    schema: z.string().min(1).optional(),
    hint: 'the model name for the advanced (VIP) model; default: LLM_MODEL',
  },
  LLM_FIRST_TOKEN_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(600_000).default(30_000),
    hint: 'milliseconds to wait for the first token before retrying once, such as 30000',
  },
  LLM_IDLE_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(600_000).default(30_000),
    hint: 'milliseconds of silence between tokens before a reply is failed and refunded',
  },
  LLM_CHAPTER_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(600_000).default(60_000),
    hint: "milliseconds a chapter's summary may take before the try counts as failed (it is tried again, then the chapter keeps cut messages)",
  },
  CHAT_MAX_CONCURRENT: {
    schema: z.coerce.number().int().min(1).max(1000).default(8),
    hint: 'how many replies this server copy generates at once; the rest wait in a queue',
  },
  GENERATION_CONCURRENCY: {
    schema: z.coerce.number().int().min(1).max(100).default(2),
    hint: 'how many paid generations (characters, photos) this server copy runs at once',
  },
  MODERATION_PROVIDER: {
    schema: z.enum(['embedded', 'openai', 'guard']).default('embedded'),
    hint: 'embedded (our multilingual checker alone), openai (then an OpenAI-compatible /v1/moderations endpoint at MODERATION_BASE_URL) or guard (then a Llama Guard style model on an OpenAI-compatible chat server at MODERATION_BASE_URL)',
  },
  MODERATION_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the /v1 URL of the classifier named by MODERATION_PROVIDER, such as https://api.openai.com/v1 or http://127.0.0.1:8001/v1',
  },
  MODERATION_API_KEY: {
    schema: z.string().min(1).default('none'),
    hint: "the classifier's API key (local servers usually accept any value)",
  },
  MODERATION_MODEL: {
    schema: z.string().min(1).optional(),
    hint: "the classifier's model name, such as omni-moderation-latest or meta-llama/Llama-Guard-3-8B (the defaults for openai and guard)",
  },
  MODERATION_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(60_000).default(3_000),
    hint: 'milliseconds to wait for the classifier on a chat text before the embedded checker decides alone, such as 3000',
  },
  MODERATION_PICTURE_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(600_000).default(20_000),
    hint: 'milliseconds to wait for the classifier on a picture before its generation fails, such as 20000',
  },
  MODERATION_GUARD_PICTURES: {
    schema: booleanFlag,
    hint: '1 when the guard model sees pictures (Llama Guard 3 Vision, Llama Guard 4), else 0',
  },
  MODERATION_LOG_DAYS: {
    schema: z.coerce.number().int().min(1).max(365).default(30),
    hint: 'days a refused chat message is kept for moderators, such as 30',
  },
  CHAT_LOCK_STRIKES: {
    schema: z.coerce.number().int().min(1).max(100).default(3),
    hint: 'refused chat messages within CHAT_STRIKE_WINDOW_HOURS that lock a chat, such as 3',
  },
  CHAT_STRIKE_WINDOW_HOURS: {
    schema: z.coerce.number().int().min(1).max(720).default(24),
    hint: 'hours in which refused chat messages add up to a lock, such as 24',
  },
  CHAT_LOCK_MINUTES: {
    schema: z.coerce.number().int().min(1).max(43_200).default(60),
    hint: 'minutes a first lock keeps a chat closed, such as 60',
  },
  CHAT_REPEAT_LOCK_HOURS: {
    schema: z.coerce.number().int().min(1).max(8760).default(24),
    hint: 'hours a further strike after a lock keeps the chat closed (and reports it), such as 24',
  },
  CHAT_REPEAT_STRIKE_DAYS: {
    schema: z.coerce.number().int().min(1).max(365).default(30),
    hint: 'days after a lock ends in which one refused message is a further strike, such as 30',
  },
  DEMO_MODEL_DELAY_MS: {
    schema: z.coerce.number().int().min(0).max(5000).default(60),
    hint: 'milliseconds between words of the demo model, such as 60 (0 for benchmarks)',
  },
  S3_BUCKET: {
    schema: z.string().min(3).max(63).optional(),
    hint: 'the bucket for generated images and videos; unset keeps them under DATA_DIR/media',
  },
  S3_ENDPOINT: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the S3-compatible endpoint such as http://127.0.0.1:9000; unset for AWS S3',
  },
  S3_REGION: {
    schema: z.string().min(1).default('us-east-1'),
    hint: "the bucket's region such as us-east-1 (S3-compatible servers usually take any)",
  },
  S3_ACCESS_KEY_ID: {
    schema: z.string().min(1).optional(),
    hint: 'the access key id; unset uses the AWS default credential chain',
  },
  S3_SECRET_ACCESS_KEY: {
    schema: z.string().min(1).optional(),
    hint: 'the secret access key that goes with S3_ACCESS_KEY_ID',
  },
  S3_FORCE_PATH_STYLE: {
    schema: z
      .enum(['0', '1', 'true', 'false', ''])
      .default('1')
      .transform((value) => value === '1' || value === 'true'),
    hint: '1 for host/bucket/key addresses (MinIO and most S3-compatible servers), 0 for bucket.host',
  },
  S3_PREFIX: {
    schema: z
      .string()
      .regex(/^([a-z0-9][a-z0-9/_.-]*\/)?$/i, 'must be empty or a folder path ending in /')
      .default(''),
    hint: 'a folder inside the bucket such as media/, or empty',
  },
  COMFYUI_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the root URL of a ComfyUI server such as http://127.0.0.1:8188; unset uses IMAGES_API_BASE_URL or the demo image model',
  },
  COMFYUI_WORKFLOW_FILE: {
    schema: z
      .string()
      .min(1)
      .optional()
      .superRefine((path, context) => {
        const problem = path === undefined ? null : workflowFileProblem(path);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    hint: 'an API-format ComfyUI workflow JSON with {{prompt}} and the other placeholders of docs/operations.md; unset uses src/server/providers/images/comfyui-workflow.json',
  },
  COMFYUI_CHECKPOINT: {
    schema: z.string().min(1).default('v1-5-pruned-emaonly.safetensors'),
    hint: "a checkpoint file in ComfyUI's models/checkpoints folder, written where the workflow says {{checkpoint}}",
  },
  COMFYUI_ANIME_CHECKPOINT: {
    schema: z.string().min(1).optional(),
    hint: "a checkpoint file in ComfyUI's models/checkpoints for pictures in the anime style (such as animagine-xl-3.1.safetensors); unset draws both styles with COMFYUI_CHECKPOINT",
  },
  COMFYUI_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
    hint: 'milliseconds a whole ComfyUI job may take (queue wait included), such as 120000',
  },
  COMFYUI_VIDEO_CHECKPOINT: {
    schema: z.string().min(1).optional(),
    hint: "an image-to-video model file in ComfyUI's models/checkpoints (such as svd_xt.safetensors); with COMFYUI_URL it makes the studio's clips, unset uses REPLICATE_API_TOKEN or the demo video model",
  },
  COMFYUI_VIDEO_WORKFLOW_FILE: {
    schema: z
      .string()
      .min(1)
      .optional()
      .superRefine((path, context) => {
        const problem = path === undefined ? null : workflowFileProblem(path, VIDEO_WORKFLOW);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    hint: 'an API-format ComfyUI image-to-video workflow JSON with {{image}} and the other placeholders of docs/operations.md; unset uses src/server/providers/videos/comfyui-video-workflow.json',
  },
  COMFYUI_VIDEO_FPS: {
    schema: z.coerce.number().int().min(1).max(60).default(8),
    hint: 'frames a second the image-to-video workflow makes, such as 8',
  },
  COMFYUI_VIDEO_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(3_600_000).default(600_000),
    hint: 'milliseconds a whole ComfyUI clip may take (queue wait included), such as 600000',
  },
  REPLICATE_API_TOKEN: {
    schema: z.string().min(1).optional(),
    hint: "a Replicate API token: without COMFYUI_VIDEO_CHECKPOINT the studio's clips are made by REPLICATE_VIDEO_MODEL; unset uses the demo video model",
  },
  REPLICATE_VIDEO_MODEL: {
    schema: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+(:[0-9a-f]{8,64})?$/, 'owner/name or owner/name:version')
      .default('wan-video/wan-2.2-i2v-a14b'),
    hint: 'a Replicate image-to-video model taking image, prompt, num_frames, frames_per_second, resolution and seed, such as wan-video/wan-2.2-i2v-a14b',
  },
  REPLICATE_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).default('https://api.replicate.com/v1'),
    hint: "Replicate's API root, such as https://api.replicate.com/v1",
  },
  REPLICATE_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(3_600_000).default(900_000),
    hint: 'milliseconds a whole Replicate clip may take, such as 900000',
  },
  REPLICATE_POLL_MS: {
    schema: z.coerce.number().int().min(10).max(60_000).default(2_000),
    hint: 'milliseconds between two looks at a running prediction, such as 2000',
  },
  IMAGES_API_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the /v1 URL of an OpenAI-compatible images API such as https://api.openai.com/v1; unset (and no COMFYUI_URL) uses the demo image model',
  },
  IMAGES_API_KEY: {
    schema: z.string().min(1).default('none'),
    hint: "the images API's key (local servers usually accept any value)",
  },
  IMAGES_MODEL: {
    schema: z.string().min(1).default('gpt-image-1'),
    hint: 'the image model name the API knows, such as gpt-image-1 or dall-e-3',
  },
  IMAGES_API_SIZES: {
    schema: z
      .string()
      .default(DEFAULT_IMAGES_API_SIZES)
      .refine(
        (value) => value === 'any' || value.split(',').every((size) => SIZE.test(size.trim())),
        'must be "any" or WIDTHxHEIGHT sizes separated by commas',
      )
      .transform((value) =>
        value === 'any'
          ? null
          : value.split(',').map((size) => {
              const [width, height] = size.trim().split('x').map(Number);
              return { width: Number(width), height: Number(height) };
            }),
      ),
    hint: `the sizes the images API takes, such as ${DEFAULT_IMAGES_API_SIZES}, or any`,
  },
  IMAGES_API_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
    hint: 'milliseconds to wait for the images API to answer, such as 120000',
  },
  STT_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the /v1 URL of an OpenAI-compatible speech-to-text server (POST /v1/audio/transcriptions) such as http://127.0.0.1:8082/v1; unset turns voice input off',
  },
  STT_API_KEY: {
    schema: z.string().min(1).default('none'),
    hint: "the speech-to-text server's API key (local servers usually accept any value)",
  },
  STT_MODEL: {
    schema: z.string().min(1).default('whisper-1'),
    hint: 'the transcription model name, such as whisper-1 or Systran/faster-whisper-small',
  },
  STT_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(600_000).default(30_000),
    hint: 'milliseconds to wait for one transcription, such as 30000',
  },
  TTS_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the /v1 URL of an OpenAI-compatible speech server (POST /audio/speech) such as http://127.0.0.1:8880/v1 for Kokoro-FastAPI; unset uses the embedded demo voice',
  },
  TTS_API_KEY: {
    schema: z.string().min(1).default('none'),
    hint: "the speech server's API key (local servers usually accept any value)",
  },
  TTS_MODEL: {
    schema: z.string().min(1).default('tts-1'),
    hint: 'the speech model name the server knows, such as kokoro or tts-1',
  },
  TTS_VOICES: {
    schema: commaList(
      z.string().regex(/^[\w.+-]{1,64}$/, 'voice names of letters, digits, . + - _'),
    ),
    hint: "the voices to offer, separated by commas, such as af_bella,af_sky (empty: the server's GET /audio/voices)",
  },
  TTS_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(600_000).default(30_000),
    hint: 'milliseconds one chunk of speech may take, such as 30000',
  },
  METRICS_TOKEN: {
    schema: z.string().min(16).optional(),
    hint: 'a bearer token of at least 16 characters for GET /metrics; unset serves it to this machine only',
  },
  CLIENT_DIR: {
    schema: z.string().min(1).default('./dist/client'),
    hint: 'the folder of the built client (npm run build writes ./dist/client)',
  },
} satisfies Record<string, { schema: z.ZodType; hint: string }>;

type EnvFields = typeof envFields;
export type Env = { [K in keyof EnvFields]: z.output<EnvFields[K]['schema']> };

/** Raised when the environment has a bad value; its message names each variable and its fix. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once at start; a bad value throws `EnvError`. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const problems: string[] = [];
  const env: Record<string, unknown> = {};
  for (const [key, { schema, hint }] of Object.entries(envFields)) {
    const raw = source[key] === '' ? undefined : source[key];
    const result = (schema as z.ZodType).safeParse(raw);
    if (result.success) {
      env[key] = result.data;
    } else {
      const reason = result.error.issues.map((issue) => issue.message).join('; ');
      problems.push(`${key}=${JSON.stringify(raw)} is invalid (${reason}). Set ${key} to ${hint}.`);
    }
  }
  if (env.SMS_PROVIDER === 'twilio') {
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (env[key] === undefined && !problems.some((problem) => problem.startsWith(`${key}=`))) {
        problems.push(
          `${key} is missing. Set ${key} to ${envFields[key].hint}, or unset SMS_PROVIDER.`,
        );
      }
    }
  }
  if (env.MODERATION_PROVIDER !== 'embedded' && env.MODERATION_BASE_URL === undefined) {
    if (!problems.some((problem) => problem.startsWith('MODERATION_BASE_URL='))) {
      problems.push(
        `MODERATION_BASE_URL is missing. Set MODERATION_BASE_URL to ${envFields.MODERATION_BASE_URL.hint}, or set MODERATION_PROVIDER to embedded.`,
      );
    }
  }
  if (problems.length > 0) throw new EnvError(`Bad environment:\n  ${problems.join('\n  ')}`);
  return env as Env;
}
