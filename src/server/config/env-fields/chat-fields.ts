import { z } from 'zod';
import { booleanFlag, type EnvField } from './env-field';

/** The chat model, moderation, strikes and the demo models. */
export const chatFields = {
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
} satisfies Record<string, EnvField>;
