import { PRICING_DAYS_PER_MONTH } from './constants';

/** Currencies plans are priced in (spec §3 plan fields): USD and the four local ones. */
export const PRICE_CURRENCIES = ['USD', 'MMK', 'INR', 'MYR', 'IDR'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

/** Symbols of spec §9; letter symbols are followed by a space. */
const SYMBOLS: Record<PriceCurrency, string> = {
  USD: '$',
  MMK: 'Ks ',
  INR: '₹',
  MYR: 'RM ',
  IDR: 'Rp ',
};

/** Decimals of spec §9: USD 2, MYR 1, MMK, INR and IDR whole. */
const DECIMALS: Record<PriceCurrency, number> = { USD: 2, MYR: 1, MMK: 0, INR: 0, IDR: 0 };

/** The currency a country pays in on the price list; USD everywhere else. */
export function currencyOfCountry(countryCode: string | null | undefined): PriceCurrency {
  switch (countryCode?.toUpperCase()) {
    case 'MM':
      return 'MMK';
    case 'IN':
      return 'INR';
    case 'MY':
      return 'MYR';
    case 'ID':
      return 'IDR';
    default:
      return 'USD';
  }
}

/** Rounds to the currency's decimals (half away from zero), without float noise. */
export function roundPrice(amount: number, currency: PriceCurrency): number {
  const factor = 10 ** DECIMALS[currency];
  return Math.round((amount + Number.EPSILON) * factor) / factor;
}

/**
 * Formats an amount with its symbol and the currency's decimals, digits grouped for `locale`:
 * `$0.33`, `RM 1.5`, `Rp 5,000`.
 */
export function formatPrice(amount: number, currency: PriceCurrency, locale = 'en-US'): string {
  const digits = DECIMALS[currency];
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    numberingSystem: 'latn',
  }).format(roundPrice(amount, currency));
  return `${SYMBOLS[currency]}${number}`;
}

/** A plan's length as the per-day price needs it: months, and days for a week-long plan. */
export interface PlanLength {
  months: number;
  /** The VIP days the plan gives; null for lifetime. */
  days: number | null;
}

/**
 * The per-day price of spec §9: price / months / 30. A weekly plan is divided by its 7 days, so
 * a week is not priced as if it were a quarter of a 30-day month.
 */
export function perDayPrice(price: number, length: PlanLength, currency: PriceCurrency): number {
  const days =
    length.days !== null && length.months < 1
      ? length.days
      : length.months * PRICING_DAYS_PER_MONTH;
  return roundPrice(price / days, currency);
}

/** Telegram Stars amounts, shown with the star. */
export function formatStars(amount: number): string {
  return `⭐ ${amount}`;
}
