import { z } from 'zod';
import { BRAND_KEYS } from '../brands';
import { PAYMENT_METHODS } from '../enums';
import { LOCALE_CODES } from '../locales';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/** Parts of the product an operator can switch off with `DISABLED_FEATURES`. */
export const FEATURE_SWITCHES = [
  'tour',
  'createRole',
  'imageGeneration',
  'videoGeneration',
  'payments',
  'gifts',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

export const appConfigSchema = z.object({
  supportEmail: z.string(),
  /** Which chat model answers: the embedded demo (scripted, labelled so) or a configured server. */
  chatModel: z.enum(['demo', 'openai']),
  /** The model that draws studio pictures, so the generator can name it ("demo model" when embedded). */
  imageModel: z.object({ name: z.string(), isDemo: z.boolean() }),
  /** Login types the brand offers: 1 email, 2 google, 3 telegram. */
  supportLoginType: z.array(z.number().int()),
  /** The Google Identity Services client id when Google sign-in is offered. */
  googleClientId: z.string().nullable(),
  brand: z.object({
    key: z.enum(BRAND_KEYS),
    title: z.string(),
    logo: z.string(),
    host: z.string(),
    testHost: z.string(),
    installedAppUrl: z.string().nullable(),
    telegramAppUrl: z.string().nullable(),
  }),
  features: z.record(z.enum(FEATURE_SWITCHES), z.boolean()),
  /**
   * Voice messages can be sent (a speech-to-text server is configured); false hides the
   * microphone. No speech-to-text model ships with the embedded default.
   */
  voiceInput: z.boolean(),
  /** How the calling client can pay here (by its `plat`): Stars in Telegram, else PayPal or the sandbox. */
  payMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** Id of the client build the server is serving. */
  buildId: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const getConfigEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.getConfig,
  input: z.object({}),
  output: appConfigSchema,
  access: 'optionalUser',
});

export const setLanguageEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.setLanguage,
  input: z.object({
    lang: z.enum(LOCALE_CODES),
    /** The device whose language is saved; required here. */
    uuid: z.string().min(1).max(64),
  }),
  output: z.object({ lang: z.enum(LOCALE_CODES) }),
  access: 'optionalUser',
});
