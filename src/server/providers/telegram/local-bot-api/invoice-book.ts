import { randomBytes } from 'node:crypto';
import type { LocalInvoice } from '@contract/local-bot-api';

/** An invoice made by `createInvoiceLink`: what Telegram shows in its form and sends back. */
export interface BookedInvoice extends LocalInvoice {
  /** The bot's own payload (our order id), sent back in the pre-checkout query and the payment. */
  payload: string;
}

/** A payment Telegram took: refunds and subscription changes name it by its charge id. */
export interface BookedCharge {
  chargeId: string;
  userId: number;
  invoice: BookedInvoice;
  isRefunded: boolean;
  isSubscriptionCanceled: boolean;
}

/**
 * The invoices and charges of this local Bot API, in memory: a restart forgets them, as a
 * development tool may (the orders themselves are in the app's database).
 */
export class InvoiceBook {
  private readonly invoices = new Map<string, BookedInvoice>();
  private readonly charges = new Map<string, BookedCharge>();

  /** Books an invoice under a fresh random slug, as Telegram names its invoice links. */
  add(invoice: Omit<BookedInvoice, 'slug'>): BookedInvoice {
    const booked = { ...invoice, slug: randomBytes(12).toString('base64url') };
    this.invoices.set(booked.slug, booked);
    return booked;
  }

  findInvoice(slug: string): BookedInvoice | undefined {
    return this.invoices.get(slug);
  }

  /** Records a payment of `invoice` by `userId` under a new Telegram-like charge id. */
  addCharge(invoice: BookedInvoice, userId: number): BookedCharge {
    const charge: BookedCharge = {
      chargeId: `stxlocal${randomBytes(18).toString('base64url')}`,
      userId,
      invoice,
      isRefunded: false,
      isSubscriptionCanceled: false,
    };
    this.charges.set(charge.chargeId, charge);
    return charge;
  }

  findCharge(chargeId: string): BookedCharge | undefined {
    return this.charges.get(chargeId);
  }
}

/** The public view of an invoice, without the bot's payload. */
export function describeInvoice(invoice: BookedInvoice): LocalInvoice {
  return {
    slug: invoice.slug,
    title: invoice.title,
    description: invoice.description,
    currency: invoice.currency,
    totalAmount: invoice.totalAmount,
    subscriptionPeriod: invoice.subscriptionPeriod,
  };
}
