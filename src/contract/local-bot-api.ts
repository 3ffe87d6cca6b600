import { z } from 'zod';

/**
 * The development bot: the token `npm run dev` gives the server and the harness signs init data
 * with, so Telegram sign-in works with no set-up. It only ever talks to the local Bot API.
 */
export const DEV_BOT_TOKEN = '1234567890:harness-test-bot-token';

/** Where the harness finds the local Bot API in `npm run dev`: Vite forwards this path to it. */
export const LOCAL_BOT_API_DEV_PATH = '/__local-bot-api';

/**
 * The local Bot API's own endpoints for the harness (beside the Bot API's `/bot<token>/<method>`):
 * look an invoice up, and close it the way the tester chose in Telegram's payment form.
 */
export const localInvoicePath = (slug: string) => `/invoices/${encodeURIComponent(slug)}`;
export const localInvoiceClosePath = (slug: string) => `${localInvoicePath(slug)}/close`;

/** How Telegram reports a closed invoice to the Mini App (`invoice_closed`). */
const INVOICE_CLOSE_STATUSES = ['paid', 'cancelled', 'failed'] as const;
export type InvoiceCloseStatus = (typeof INVOICE_CLOSE_STATUSES)[number];

/** An invoice made by `createInvoiceLink`, as the harness shows it. */
export const localInvoiceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  currency: z.string(),
  /** The total in the currency's smallest unit: Stars for XTR. */
  totalAmount: z.number().int(),
  /** Seconds between charges for a subscription, else null. */
  subscriptionPeriod: z.number().int().nullable(),
});
export type LocalInvoice = z.infer<typeof localInvoiceSchema>;

/** The Telegram user paying, as Telegram puts it in `from` (the harness's signed-in user). */
const localPayerSchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().min(1).max(64),
  last_name: z.string().max(64).optional(),
  username: z.string().max(32).optional(),
  language_code: z.string().max(35).optional(),
});
export type LocalPayer = z.infer<typeof localPayerSchema>;

export const closeLocalInvoiceInputSchema = z.object({
  status: z.enum(INVOICE_CLOSE_STATUSES),
  payer: localPayerSchema,
});

export const closeLocalInvoiceOutputSchema = z.object({
  /** What Telegram tells the Mini App: "paid" only once the bot confirmed and was told. */
  status: z.enum(INVOICE_CLOSE_STATUSES),
  /** Why a payment failed (the bot's refusal, no answer in time), for the tester. */
  detail: z.string().optional(),
});
export type CloseLocalInvoiceOutput = z.infer<typeof closeLocalInvoiceOutputSchema>;

/** A user joining or leaving a chat of the local Bot API (`POST`/`DELETE /chats/<chat>/members`). */
export const localChatMemberInputSchema = z.object({
  userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const localChatMembersPath = (chatId: string) =>
  `/chats/${encodeURIComponent(chatId)}/members`;
