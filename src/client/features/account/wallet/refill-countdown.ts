/** Minutes until `refillAt`, at least 1: a refill already due lands at the next profile read. */
export function minutesUntil(refillAt: string, now: number): number {
  const left = Date.parse(refillAt) - now;
  if (!Number.isFinite(left)) return 1;
  return Math.max(1, Math.ceil(left / 60_000));
}

/**
 * "in 23 min" / "in 1 hr" in the user's language, with no catalog text to translate. Digits stay
 * Latin, like every other number the app shows beside it.
 */
export function formatRefillIn(minutes: number, locale: string): string {
  const [value, unit] =
    minutes >= 60 ? [Math.round(minutes / 60), 'hour' as const] : [minutes, 'minute' as const];
  try {
    return new Intl.RelativeTimeFormat(`${locale}-u-nu-latn`, {
      style: 'short',
      numeric: 'always',
    }).format(value, unit);
  } catch {
    return new Intl.RelativeTimeFormat('en', { style: 'short', numeric: 'always' }).format(
      value,
      unit,
    );
  }
}
