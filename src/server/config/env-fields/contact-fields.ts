import { z } from 'zod';
import { commaList, type EnvField } from './env-field';

/** Mail, texts, Google and Telegram sign-in, the bot and support. */
export const contactFields = {
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
} satisfies Record<string, EnvField>;
