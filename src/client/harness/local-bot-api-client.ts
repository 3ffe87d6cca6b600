// The harness's side of the local Bot API (`npm run dev`): it shows the invoice Telegram would
// show and closes it through the Bot API, so a payment reaches the server's webhook for real.
import {
  type CloseLocalInvoiceOutput,
  closeLocalInvoiceOutputSchema,
  type InvoiceCloseStatus,
  LOCAL_BOT_API_DEV_PATH,
  type LocalInvoice,
  type LocalPayer,
  localInvoiceClosePath,
  localInvoicePath,
  localInvoiceSchema,
} from '@contract/local-bot-api';

/**
 * Where the local Bot API answers: `?botApi=<url>` (a harness on another host), else the path
 * Vite forwards to it in `npm run dev`.
 */
export function localBotApiRoot(query: URLSearchParams): string {
  return (
    query.get('botApi')?.replace(/\/+$/, '') ?? `${window.location.origin}${LOCAL_BOT_API_DEV_PATH}`
  );
}

/**
 * The invoice behind a slug, or null when no local Bot API made it: none runs (the page that
 * answers is then not the Bot API's JSON), or the app's invoices come from elsewhere.
 */
export async function findLocalInvoice(root: string, slug: string): Promise<LocalInvoice | null> {
  try {
    const response = await fetch(`${root}${localInvoicePath(slug)}`);
    if (!response.ok) return null;
    const parsed = localInvoiceSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Closes a local invoice as the tester chose; "paid" waits for the bot to confirm. */
export async function closeLocalInvoice(
  root: string,
  slug: string,
  status: InvoiceCloseStatus,
  payer: LocalPayer,
): Promise<CloseLocalInvoiceOutput> {
  try {
    const response = await fetch(`${root}${localInvoiceClosePath(slug)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status, payer }),
    });
    const parsed = closeLocalInvoiceOutputSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
    return { status: 'failed', detail: `the local Bot API answered HTTP ${response.status}` };
  } catch (error) {
    return { status: 'failed', detail: `the local Bot API is unreachable: ${String(error)}` };
  }
}
