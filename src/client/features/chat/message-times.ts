/** How a message's time and its day read in the conversation, in the interface language. */
import { DAY_MS } from '@contract/time';

/** Days back that a separator names by weekday ("Monday") before it gives the date. */
const WEEKDAY_SPAN_DAYS = 6;

// One formatter per locale and style: a long history formats hundreds of times per render.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(localeTag: string, options: Intl.DateTimeFormatOptions) {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      // Gregorian and Latin digits everywhere: `ar-SA` would otherwise count in the Hijri calendar
      // and Arabic-Indic digits, unlike the dates, prices and balances on the app's other screens.
      formatter = new Intl.DateTimeFormat(localeTag, {
        calendar: 'gregory',
        numberingSystem: 'latn',
        ...options,
      });
    } catch {
      // A tag this engine does not know: its default language beats no time at all.
      formatter = new Intl.DateTimeFormat(undefined, options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date's calendar day in the reader's time zone, as a count of days. */
function dayNumber(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
}

/** Hours and minutes, as the locale writes them ("3:05 PM", "15:05"); empty for a bad date. */
export function formatClockTime(iso: string, localeTag: string): string {
  const date = parse(iso);
  return date ? formatterFor(localeTag, { hour: 'numeric', minute: '2-digit' }).format(date) : '';
}

/** Date and time in full, for the hint over a message's time. */
export function formatFullDateTime(iso: string, localeTag: string): string {
  const date = parse(iso);
  return date
    ? formatterFor(localeTag, { dateStyle: 'full', timeStyle: 'short' }).format(date)
    : '';
}

/** Whether two times fall on the same day where the reader is; a bad date starts a day of its own. */
export function isSameDay(first: string, second: string): boolean {
  const a = parse(first);
  const b = parse(second);
  return a !== null && b !== null && dayNumber(a) === dayNumber(b);
}

/** A day separator's name: today and yesterday are words the caller translates. */
export type DayName = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/**
 * What the separator before a day's first message says: Today, Yesterday, the weekday within
 * the last week, then the date (with the year when it is not this year's).
 */
export function nameDay(iso: string, localeTag: string, now = new Date()): DayName {
  const date = parse(iso);
  if (!date) return { kind: 'date', text: '' };
  const daysAgo = dayNumber(now) - dayNumber(date);
  // A device clock a little behind the server's must not date a new message tomorrow.
  if (daysAgo <= 0) return { kind: 'today' };
  if (daysAgo === 1) return { kind: 'yesterday' };
  const options: Intl.DateTimeFormatOptions =
    daysAgo > 1 && daysAgo <= WEEKDAY_SPAN_DAYS
      ? { weekday: 'long' }
      : date.getFullYear() === now.getFullYear()
        ? { month: 'long', day: 'numeric' }
        : { year: 'numeric', month: 'long', day: 'numeric' };
  return { kind: 'date', text: formatterFor(localeTag, options).format(date) };
}

/**
 * Whether the message at `index` of a list sorted oldest first opens a day, so a separator goes
 * before it: the first one, and each one written on another day than the one before it.
 */
export function startsDay(messages: readonly { createdAt: string }[], index: number): boolean {
  const message = messages[index];
  const previous = messages[index - 1];
  if (!message) return false;
  return !previous || !isSameDay(previous.createdAt, message.createdAt);
}
