import { setTimeout as sleep } from 'node:timers/promises';
import type { Update } from 'grammy/types';

/** An update before it is numbered. */
export type UnnumberedUpdate = Omit<Update, 'update_id'>;

export interface Webhook {
  url: string;
  /** Sent in `X-Telegram-Bot-Api-Secret-Token` with every update, as `setWebhook` asked. */
  secretToken: string | null;
}

/** How long one delivery may take; Telegram gives a webhook about a minute. */
const DELIVERY_TIMEOUT_MS = 60_000;

/**
 * Sends the bot its updates the way Telegram does: `POST` to the webhook URL with a JSON body, the
 * secret header, and `update_id`s that only increase (a resent update keeps its id). An answer
 * other than 2xx means "not taken".
 */
export class WebhookSender {
  private webhook: Webhook | null;
  private lastUpdateId = 0;
  private readonly stopped = new AbortController();

  constructor(webhook: Webhook | null) {
    this.webhook = webhook;
  }

  get current(): Webhook | null {
    return this.webhook;
  }

  set(webhook: Webhook | null): void {
    this.webhook = webhook;
  }

  /**
   * Delivers one update, sending it again every `retryMs` until the bot takes it, `until` (a
   * time in ms) passes or the sender stops. Answers null once taken, else why not. Without a
   * webhook nothing is sent: this Bot API keeps no `getUpdates` queue.
   */
  async send(
    update: UnnumberedUpdate,
    { until = 0, retryMs = 1000 }: { until?: number; retryMs?: number } = {},
  ): Promise<string | null> {
    const numbered: Update = { update_id: ++this.lastUpdateId, ...update };
    for (;;) {
      const problem = await this.post(numbered);
      if (!problem || Date.now() + retryMs > until) return problem;
      try {
        await sleep(retryMs, undefined, { signal: this.stopped.signal });
      } catch {
        return problem;
      }
    }
  }

  /** Cancels deliveries in flight and the retries still to come. */
  stop(): void {
    this.stopped.abort();
  }

  private async post(update: Update): Promise<string | null> {
    const webhook = this.webhook;
    if (!webhook) return 'no webhook is set (call setWebhook)';
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(webhook.secretToken
            ? { 'x-telegram-bot-api-secret-token': webhook.secretToken }
            : {}),
        },
        body: JSON.stringify(update),
        signal: AbortSignal.any([this.stopped.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      // Telegram reads nothing of the answer but its status.
      await response.body?.cancel();
      return response.ok ? null : `the webhook answered HTTP ${response.status}`;
    } catch (error) {
      return `the webhook could not be reached (${(error as Error).message})`;
    }
  }
}
