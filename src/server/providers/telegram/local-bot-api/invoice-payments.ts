import type { CloseLocalInvoiceOutput, LocalPayer } from '@contract/local-bot-api';
import type { User } from 'grammy/types';
import type { BookedInvoice, InvoiceBook } from './invoice-book';
import type { PreCheckoutAnswer, PreCheckoutQueries } from './pre-checkout-queries';
import type { WebhookSender } from './webhook-sender';

/** How long Telegram waits for `answerPreCheckoutQuery` before the payment fails. */
const PRE_CHECKOUT_ANSWER_MS = 10_000;
/**
 * How long the payment's update is sent again while the webhook does not take it (a server
 * restarting in `npm run dev` takes a few seconds); Telegram itself keeps trying for longer.
 */
const SUCCESSFUL_PAYMENT_RETRY_MS = 30_000;

const asTelegramUser = (payer: LocalPayer): User => ({ ...payer, is_bot: false });

/**
 * Pays an invoice the way Telegram does once the user confirms its payment form: the bot gets a
 * `pre_checkout_query` and must answer it within 10 s; on yes the Stars are taken and the bot gets
 * a `message` with `successful_payment`. Answers what Telegram then tells the Mini App.
 */
export class InvoicePayments {
  private lastMessageId = 0;

  constructor(
    private readonly deps: {
      book: InvoiceBook;
      webhook: WebhookSender;
      queries: PreCheckoutQueries;
      log: (line: string) => void;
    },
  ) {}

  async pay(invoice: BookedInvoice, payer: LocalPayer): Promise<CloseLocalInvoiceOutput> {
    const answer = await this.askBot(invoice, payer);
    if ('problem' in answer) return this.failed(invoice, answer.problem);
    if (!answer.ok) return this.failed(invoice, `the bot refused: ${answer.errorMessage ?? ''}`);

    const charge = this.deps.book.addCharge(invoice, payer.id);
    const now = Math.floor(Date.now() / 1000);
    const from = asTelegramUser(payer);
    const problem = await this.deps.webhook.send(
      {
        message: {
          message_id: ++this.lastMessageId,
          date: now,
          chat: {
            id: payer.id,
            type: 'private',
            first_name: payer.first_name,
            ...(payer.last_name ? { last_name: payer.last_name } : {}),
            ...(payer.username ? { username: payer.username } : {}),
          },
          from,
          successful_payment: {
            currency: invoice.currency,
            total_amount: invoice.totalAmount,
            invoice_payload: invoice.payload,
            telegram_payment_charge_id: charge.chargeId,
            provider_payment_charge_id: '',
            ...(invoice.subscriptionPeriod
              ? {
                  subscription_expiration_date: now + invoice.subscriptionPeriod,
                  is_recurring: true,
                  is_first_recurring: true,
                }
              : {}),
          },
        },
      },
      { until: Date.now() + SUCCESSFUL_PAYMENT_RETRY_MS },
    );
    if (!problem) return { status: 'paid' };
    // The Stars are taken either way; Telegram tells the Mini App "paid" and keeps trying.
    const detail = `paid, but the successful_payment update was not delivered: ${problem}`;
    this.deps.log(`Local Bot API: invoice ${invoice.slug} ${detail}`);
    return { status: 'paid', detail };
  }

  /** Sends the pre-checkout query; answers the bot's answer, or why there is none in time. */
  private async askBot(
    invoice: BookedInvoice,
    payer: LocalPayer,
  ): Promise<PreCheckoutAnswer | { problem: string }> {
    const { queries, webhook } = this.deps;
    const query = queries.open();
    const until = Date.now() + PRE_CHECKOUT_ANSWER_MS;
    const delivered = webhook.send(
      {
        pre_checkout_query: {
          id: query.id,
          from: asTelegramUser(payer),
          currency: invoice.currency,
          total_amount: invoice.totalAmount,
          invoice_payload: invoice.payload,
        },
      },
      { until },
    );
    try {
      return await new Promise((resolve) => {
        const timer = setTimeout(
          () =>
            resolve({
              problem: `the bot did not answer the pre-checkout query within ${PRE_CHECKOUT_ANSWER_MS / 1000} s`,
            }),
          PRE_CHECKOUT_ANSWER_MS,
        );
        void query.answered.then((answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        void delivered.then((problem) => {
          if (!problem) return;
          clearTimeout(timer);
          resolve({ problem: `the pre-checkout query was not delivered: ${problem}` });
        });
      });
    } finally {
      queries.expire(query.id);
    }
  }

  private failed(invoice: BookedInvoice, detail: string): CloseLocalInvoiceOutput {
    this.deps.log(`Local Bot API: invoice ${invoice.slug} failed: ${detail}`);
    return { status: 'failed', detail };
  }
}
