import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatUnlockTime } from './unlock-time';

export interface ChatLockNoticeProps {
  /** When the lock ends (ISO time); null when it lasts until a moderator lifts it. */
  lockedUntil: string | null;
}

/**
 * Why the composer is closed after repeated refused messages, until when, and where to appeal.
 * Shown in place of the message's cost.
 */
export function ChatLockNotice({ lockedUntil }: ChatLockNoticeProps) {
  const { t, i18n } = useLingui();
  const until = lockedUntil ? formatUnlockTime(lockedUntil, i18n.locale, new Date()) : null;
  return (
    <p className="composer__cost composer__lock" role="status">
      {until
        ? t`Your chat is paused until ${until}: several of your messages were refused for sexual content involving minors.`
        : t`Your chat is paused by a moderator: several of your messages were refused for sexual content involving minors.`}{' '}
      <Link href={ROUTES.settingsAccountStatus}>{t`Appeal`}</Link>
    </p>
  );
}
