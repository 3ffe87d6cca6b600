/** Today's times as hours and minutes, older ones as a date, in the interface language. */
export function formatMessageTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  try {
    // Latin digits, like the app's other numbers (see message-times.ts).
    return new Intl.DateTimeFormat(locale, {
      numberingSystem: 'latn',
      ...(sameDay ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric' }),
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
