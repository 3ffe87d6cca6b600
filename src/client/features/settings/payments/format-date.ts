/** A date with its time (the coin history), in the interface language. */
export function formatDateTime(iso: string, locale: string): string {
  return formatIn(locale, iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day (renewal, end of VIP, when a card was added), in the interface language. */
export function formatDay(iso: string, locale: string): string {
  return formatIn(locale, iso, { dateStyle: 'long' });
}

function formatIn(locale: string, iso: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  // A malformed date is shown as sent rather than breaking the page.
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    // A locale tag this engine does not know: its own default language is better than nothing.
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}
