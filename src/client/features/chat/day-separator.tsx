import { intlLocaleOf } from '@client/i18n/intl-locale';
import { useLingui } from '@lingui/react/macro';
import { nameDay } from './message-times';
import './day-separator.css';

/** The day heading the first message of each day: Today, Yesterday, a weekday or a date. */
export function DaySeparator({ iso }: { iso: string }) {
  const { t, i18n } = useLingui();
  const day = nameDay(iso, intlLocaleOf(i18n.locale));
  const text = day.kind === 'today' ? t`Today` : day.kind === 'yesterday' ? t`Yesterday` : day.text;
  return (
    <div className="day-separator">
      <time dateTime={iso}>{text}</time>
    </div>
  );
}
