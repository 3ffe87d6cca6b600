import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '@contract/locales';

/** Texts the server shows about payments: Stars invoices, the sandbox pages and the bot's messages. */
export interface PaymentTexts {
  planTitles: Record<string, string>;
  /** With `{gold}`. */
  goldTitle: string;
  /** With `{brand}`. */
  vipDescription: string;
  goldDescription: string;
  /**
   * The bot's answers: `/start` (with `{brand}`), `/paysupport` (`{email}`), a refund (`{stars}`),
   * and its "it is ready" messages.
   */
  bot: {
    welcome: string;
    open: string;
    paySupport: string;
    refunded: string;
    /** A reply written while the user was away (`{name}`: the character). */
    replyReady: string;
    pictureReady: string;
    videoReady: string;
    characterReady: string;
  };
  sandbox: {
    pageTitle: string;
    /** The pill beside the brand saying the page takes no money. */
    badge: string;
    notice: string;
    amount: string;
    pay: string;
    cancel: string;
    fail: string;
    saveCard: string;
    alreadySettled: string;
    back: string;
    cardTitle: string;
    cardNotice: string;
    cardName: string;
    linkCard: string;
  };
}

const TEXTS = new Map<string, PaymentTexts>(
  LOCALE_CODES.map((code) => [
    code,
    JSON.parse(
      readFileSync(new URL(`./texts/${code}.json`, import.meta.url), 'utf8'),
    ) as PaymentTexts,
  ]),
);

/** The payment texts of a locale (English for an unknown one). */
export function paymentTexts(locale: LocaleCode | string | undefined): PaymentTexts {
  return TEXTS.get(locale ?? DEFAULT_LOCALE) ?? (TEXTS.get(DEFAULT_LOCALE) as PaymentTexts);
}

export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
