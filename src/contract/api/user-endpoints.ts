import { z } from 'zod';
import { MAX_PREFERENCE_TAGS, NICK_MAX_LENGTH } from '../constants';
import { LOCALE_CODES } from '../locales';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';
import { emailSchema, loginCodeSchema, phoneCountrySchema, phoneSchema } from './login-endpoints';
import { verificationStatusSchema } from './report-endpoints';
import { socialLinkSchema } from './service-order-endpoints';

const isoTime = z.string();

const locationSchema = z.object({
  countryCode: z.string().nullable(),
  city: z.string().nullable(),
});

/** The user profile of spec §3. */
const userProfileSchema = z.object({
  id: z.string(),
  nick: z.string(),
  createTime: isoTime,
  lang: z.enum(LOCALE_CODES),
  location: locationSchema,
  ab: z.string(),
  /** Truthy for a member: VIP until `vipExpireAt`. */
  vip: z.boolean(),
  vipExpireAt: isoTime.nullable(),
  energy: z.number().int(),
  goldBalance: z.number().int(),
  enableNSFW: z.boolean(),
  /** The chat model: base, or advanced (VIP only). */
  chatModel: z.enum(['base', 'advanced']),
  /** The character style preferred on Home; null shows both. */
  preferredStyle: z.enum(['realistic', 'anime']).nullable(),
  /** The most energy recovery fills up to: 100, or 1000 for VIP. */
  energyCap: z.number().int(),
  /** When the next hourly refill lands; null while energy is at the cap (nothing to refill). */
  energyRefillAt: isoTime.nullable(),
  /** Energy each hourly refill adds (VIP recovers ten times faster). */
  energyRefillAmount: z.number().int(),
  /** The user confirmed being 18 or older; needed before `enableNSFW`. */
  adultConfirmed: z.boolean(),
  channel: z.string().nullable(),
  inviter: z.string().nullable(),
  isRegister: z.boolean(),
  registerTime: isoTime.nullable(),
  preferenceTags: z.array(z.string()),
  /** First-run setup is done: interests chosen or skipped (`/v1/user/init`). */
  isInitialized: z.boolean(),
  rewardEnergyAddHomeScreen: z.boolean(),
  /** The one-off guides and the third-day banner already seen on any device (spec §3). */
  seenFirstSteps: z.array(z.string()),
  /** The bot tells this user in Telegram when a reply or a generation is ready. */
  botMessagesAllowed: z.boolean(),
  /** When a deactivated account will be erased unless restored; null for active accounts. */
  deletionScheduledAt: isoTime.nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The profile response of spec §3. */
const myProfileSchema = z.object({
  user: userProfileSchema,
  channel: z.string().nullable(),
  goldBalance: z.number().int(),
  rewardEnergyAddHomeScreen: z.boolean(),
  /** Age verification (`/v1/user/profile-verification/submit`) and whether this user needs it. */
  verification: verificationStatusSchema,
  /**
   * The chat lock in effect after repeated refused messages: until when (null: until a moderator
   * lifts it); null when the chat is open.
   */
  chatLock: z.object({ lockedUntil: isoTime.nullable() }).nullable(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

const BIND_TYPES = ['email', 'phone', 'google', 'telegram'] as const;
export type BindType = (typeof BIND_TYPES)[number];

const bindSchema = z.object({
  type: z.enum(BIND_TYPES),
  /** What the user recognises: the address, the number (E.164), or the Telegram name. */
  label: z.string(),
  createdAt: isoTime,
});
export type Bind = z.infer<typeof bindSchema>;

const bindsSchema = z.object({ binds: z.array(bindSchema) });

/** Preference tags: at most 20, duplicates dropped by the server. */
const preferenceTagsSchema = z.array(z.string().trim().min(1).max(64)).max(MAX_PREFERENCE_TAGS);

const success = z.object({ success: z.literal(true) });

/** Control characters, line breaks and the marks that reorder text (a name spoofing another). */
const NICK_FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** Something one can see: a letter, digit, symbol or punctuation (not only invisible spaces). */
const NICK_VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

/** The public name a user chooses: 1–32 characters, shown as typed on one line. */
const nickSchema = z
  .string()
  .trim()
  .min(1)
  .max(NICK_MAX_LENGTH)
  .refine((nick) => !NICK_FORBIDDEN.test(nick), 'must not contain control characters')
  .refine((nick) => NICK_VISIBLE.test(nick), 'must contain a visible character');

export const myProfileEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.myProfile,
  input: z.object({}),
  output: myProfileSchema,
  access: 'user',
});

export const updateProfileEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.updateProfile,
  input: z.object({
    nick: nickSchema.optional(),
    lang: z.enum(LOCALE_CODES).optional(),
  }),
  output: userProfileSchema,
  access: 'user',
});

export const updateTagsEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.updateTags,
  input: z.object({ tags: preferenceTagsSchema }),
  output: userProfileSchema,
  access: 'user',
});

export const initUserEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.initUser,
  input: z.object({
    lang: z.enum(LOCALE_CODES).optional(),
    tags: preferenceTagsSchema.optional(),
  }),
  output: userProfileSchema,
  access: 'user',
});

/** Another user's public fields only. */
const publicProfileSchema = z.object({
  id: z.string(),
  nick: z.string(),
  vip: z.boolean(),
  /** A creator's links (`/v1/social/update`); empty for everyone else. */
  socialLinks: z.array(socialLinkSchema),
});

export const publicProfileEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.publicProfile,
  input: z.object({ uid: z.string().min(1).max(64) }),
  output: publicProfileSchema,
  access: 'user',
});

export const confirmAdultEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.confirmAdult,
  input: z.object({ confirmed: z.literal(true) }),
  output: userProfileSchema,
  access: 'user',
});

export const enableNsfwEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.enableNsfw,
  input: z.object({ enableNSFW: z.boolean() }),
  output: userProfileSchema,
  access: 'user',
});

export const refreshTokenEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.refreshToken,
  input: z.object({}),
  output: z.object({ token: z.string(), uid: z.string(), lang: z.enum(LOCALE_CODES) }),
  access: 'user',
});

export const logoutEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.logout,
  input: z.object({}),
  output: success,
  access: 'user',
});

export const listBindsEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.listBinds,
  input: z.object({}),
  output: bindsSchema,
  access: 'user',
});

export const bindTelegramEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.bindTelegram,
  input: z.object({ initData: z.string().min(1).max(8192) }),
  output: bindsSchema,
  access: 'user',
});

export const bindGoogleEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.bindGoogle,
  input: z.object({ credential: z.string().min(1).max(8192) }),
  output: bindsSchema,
  access: 'user',
});

/** Links an address after a code from `request-login` proves the user reads it. */
export const bindEmailEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.bindEmail,
  input: z.object({ email: emailSchema, code: loginCodeSchema }),
  output: bindsSchema,
  access: 'user',
});

/** Links a phone number after a code from `/login/phone/valid-code/request` proves it is theirs. */
export const bindPhoneEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.bindPhone,
  input: z.object({ phone: phoneSchema, country: phoneCountrySchema, code: loginCodeSchema }),
  output: bindsSchema,
  access: 'user',
});

export const exportDataEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.exportData,
  input: z.object({}),
  /** Everything we hold about the user; its shape is documented in docs/api.md. */
  output: z.record(z.string(), z.unknown()),
  access: 'user',
});

export const deactivateEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.deactivate,
  input: z.object({ confirm: z.literal(true) }),
  output: z.object({ deletionScheduledAt: isoTime }),
  access: 'user',
});

export const activateEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.activate,
  input: z.object({}),
  output: userProfileSchema,
  access: 'user',
});

export const analyseGeoEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.analyseGeo,
  input: z.object({}),
  output: locationSchema,
  access: 'user',
});

export const locationEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.location,
  input: z.object({}),
  output: locationSchema,
  access: 'user',
});

export const updateGeomEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.updateGeom,
  input: z.object({ city: z.string().trim().max(80).optional() }),
  output: locationSchema,
  access: 'user',
});
