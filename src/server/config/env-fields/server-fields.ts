import { FEATURE_SWITCHES } from '@contract/api/config-endpoints';
import { BRAND_KEYS, DEFAULT_BRAND } from '@contract/brands';
import { z } from 'zod';
import { booleanFlag, commaList, type EnvField } from './env-field';

/** How the server listens, stores, logs and who it serves. */
export const serverFields = {
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
  METRICS_TOKEN: {
    schema: z.string().min(16).optional(),
    hint: 'a bearer token of at least 16 characters for GET /metrics; unset serves it to this machine only',
  },
  CLIENT_DIR: {
    schema: z.string().min(1).default('./dist/client'),
    hint: 'the folder of the built client (npm run build writes ./dist/client)',
  },
} satisfies Record<string, EnvField>;
