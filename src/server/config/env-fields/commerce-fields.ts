import { z } from 'zod';
import { booleanFlag, type EnvField } from './env-field';

/** Payments, the brand's content, trust figures, analytics and the ad pixel. */
export const commerceFields = {
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
} satisfies Record<string, EnvField>;
