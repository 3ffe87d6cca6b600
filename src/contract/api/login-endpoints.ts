import { z } from 'zod';
import { LOGIN_CODE_LENGTH } from '../constants';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../email';
import { LOCALE_CODES } from '../locales';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .regex(EMAIL_PATTERN, 'is not a valid email address');

/**
 * A phone number as typed: international with its `+` country code, or national with `country`
 * beside it. The server checks it with libphonenumber-js and keeps it in E.164.
 */
export const phoneSchema = z.string().trim().min(3).max(32);

/** The ISO 3166 country a national number belongs to, such as GB. */
export const phoneCountrySchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be two capital letters such as GB')
  .optional();

export const loginCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), `must be ${LOGIN_CODE_LENGTH} digits`);

/** The page's language: used for the mail, and for a new account. */
const pageLanguageSchema = z.enum(LOCALE_CODES).optional();

/** Who invited a new user (start parameter `u`); ignored for existing accounts. */
const inviterSchema = z.string().max(64).optional();

/** The login result of spec §3, with the user id and success flag the confirm call reads. */
const loginResultSchema = z.object({
  token: z.string(),
  uid: z.string(),
  /** The same user id, as the spec's confirm call reads `id`. */
  id: z.string(),
  lang: z.enum(LOCALE_CODES),
  success: z.literal(true),
  /** True when this sign-in created the account. */
  isNew: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const requestEmailLoginEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.requestEmailLogin,
  input: z.object({
    email: emailSchema,
    /** True sends a 6-digit code; false a sign-in link (from landing pages). */
    useShortCode: z.boolean().default(true),
    /** The device's language when absent. */
    lang: pageLanguageSchema,
    /**
     * Path the sign-in link opens, such as `/chat`; only same-site paths. Backslashes and control
     * characters are refused: URL parsers read `/\host` and `/<tab>/host` as another site. The
     * server also resolves the link and refuses any that leaves its origin.
     */
    returnPath: z
      .string()
      .max(512)
      .regex(/^\/(?![/\\])[^\\\p{Cc}]*$/u, 'must be a path on this site')
      .optional(),
  }),
  output: z.object({ success: z.literal(true) }),
  access: 'public',
});

export const emailLoginEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.emailLogin,
  input: z.object({
    email: emailSchema,
    code: loginCodeSchema,
    inviter: inviterSchema,
    lang: pageLanguageSchema,
  }),
  output: loginResultSchema,
  access: 'public',
});

/** Sends a 6-digit sign-in code by SMS, under the same limits as the mailed code. */
export const requestPhoneLoginEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.requestPhoneLogin,
  input: z.object({
    phone: phoneSchema,
    country: phoneCountrySchema,
    /** The device's language when absent. */
    lang: pageLanguageSchema,
  }),
  output: z.object({
    success: z.literal(true),
    /** The number the code went to, in E.164 (what the code screen shows). */
    phone: z.string(),
  }),
  access: 'public',
});

export const phoneLoginEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.phoneLogin,
  input: z.object({
    phone: phoneSchema,
    country: phoneCountrySchema,
    code: loginCodeSchema,
    inviter: inviterSchema,
    lang: pageLanguageSchema,
  }),
  output: loginResultSchema,
  access: 'public',
});

export const linkLoginEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.linkLogin,
  input: z.object({
    /** The magic-link token (`tmpToken` query or start parameter). */
    tmpToken: z.string().min(16).max(128),
    inviter: inviterSchema,
    lang: pageLanguageSchema,
  }),
  output: loginResultSchema,
  access: 'public',
});

export const googleLoginEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.googleLogin,
  input: z.object({
    /** The ID token Google Identity Services hands the page. */
    credential: z.string().min(1).max(8192),
    inviter: inviterSchema,
    lang: pageLanguageSchema,
  }),
  output: loginResultSchema,
  access: 'public',
});

export const telegramLoginEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.telegramLogin,
  input: z.object({
    /** The raw init data string of the Mini App launch. */
    initData: z.string().min(1).max(8192),
  }),
  output: loginResultSchema,
  access: 'public',
});
