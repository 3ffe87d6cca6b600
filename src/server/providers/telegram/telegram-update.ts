import type { Update } from 'grammy/types';
import { z } from 'zod';

/** Text Telegram fills in; a NUL or a lone surrogate (which PostgreSQL refuses) is never Telegram's. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine(
      (value) => !value.includes('\0') && value.isWellFormed(),
      'must be Unicode text without NUL',
    );
const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const telegramUser = z.looseObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** Unix seconds that make a valid date (up to the year 2106). */
const unixSeconds = z
  .number()
  .int()
  .nonnegative()
  .max(2 ** 32);

const paymentFields = {
  currency: text(8),
  total_amount: count,
  // Bot API: 1-128 bytes of our own choosing (the order id).
  invoice_payload: text(128),
};

const preCheckoutQuerySchema = z.looseObject({
  id: text(256),
  from: telegramUser,
  ...paymentFields,
});

const successfulPaymentSchema = z.looseObject({
  ...paymentFields,
  telegram_payment_charge_id: text(256),
  is_recurring: z.boolean().optional(),
  subscription_expiration_date: unixSeconds.optional(),
});

/**
 * The parts of a webhook update the bot acts on, checked before grammY runs a handler: payments
 * are looked up and stored, so a field of the wrong type or with a NUL would fail in the database.
 * Other fields and other kinds of update pass through untouched.
 */
const telegramUpdateSchema = z.looseObject({
  update_id: count,
  pre_checkout_query: preCheckoutQuerySchema.optional(),
  message: z
    .looseObject({
      from: telegramUser.optional(),
      successful_payment: successfulPaymentSchema.optional(),
      // A voice message is downloaded by its id and refused by its length before that.
      voice: z
        .looseObject({ file_id: text(256), duration: count, file_size: count.optional() })
        .optional(),
    })
    .optional(),
});

/** A webhook body as an update grammY may handle, or null when it is not one. */
export function parseTelegramUpdate(body: string): Update | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = telegramUpdateSchema.safeParse(json);
  return parsed.success ? (parsed.data as unknown as Update) : null;
}
