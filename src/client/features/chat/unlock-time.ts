/**
 * When a locked chat opens again, in the interface language: the time alone on the same day,
 * with the date otherwise ("14:30", "30 Nov 2026, 09:15").
 */
export function formatUnlockTime(iso: string, locale: string, now: Date): string {
  const date = new Date(iso);
  // A malformed date is shown as sent rather than breaking the composer.
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions =
    date.toDateString() === now.toDateString()
      ? { timeStyle: 'short' }
      : { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    // A locale tag this engine does not know: its own default language is better than nothing.
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}
