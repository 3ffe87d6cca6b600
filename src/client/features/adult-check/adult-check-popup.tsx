import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { BRAND } from '@client/config/build-config';
import { confirmAdultOnServer } from '@client/features/adult-check/api/confirm-adult';
import { trackEvent } from '@client/lib/analytics/track-event';
import { isBotUserAgent } from '@client/lib/is-bot';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { hasSession } from '@client/session/session';
import { FIRST_PAINT_IDS } from '@contract/first-paint-ids';
import { ROUTES, type RouteId } from '@contract/routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { confirmAdult, hasConfirmedAdult } from './adult-check-state';
import './adult-check-popup.css';

/** Pages a visitor may read before confirming their age: the legal texts and the touch test. */
const PAGES_WITHOUT_CHECK: ReadonlySet<RouteId> = new Set<RouteId>([
  'settingsTerms',
  'settingsPrivacy',
  'settingsRefund',
  'settingsIntellectual',
  'settingsContactUs',
  'terms',
  'privacy',
  'touchTest',
]);

/** The analytics event, and a signed-in user's account (needed for the NSFW switch). */
function recordConfirmation(): void {
  if (hasSession())
    void confirmAdultOnServer({ confirmed: true }, { silent: true }).catch(() => {});
  trackEvent('adult_check_confirm');
}

/**
 * The 18+ gate of spec §4. 'I am 18 or older' closes it for good; 'I am under 18' shows the
 * refusal with a Back button returning to the choice. It cannot be dismissed otherwise.
 */
export function AdultCheckPopup({ routeId }: { routeId: RouteId | null }) {
  const { t } = useLingui();
  const [isConfirmed, setIsConfirmed] = useState(hasConfirmedAdult);
  const [isUnderAge, setIsUnderAge] = useState(false);
  // The server drew this check in the page's first paint: it stays where it is, not sliding in.
  const [isOnScreen] = useState(() => document.getElementById(FIRST_PAINT_IDS.ageCheck) !== null);
  const brand = BRAND.title;
  const isExempt = routeId === null || PAGES_WITHOUT_CHECK.has(routeId) || isBotUserAgent();

  const confirm = () => {
    confirmAdult();
    recordConfirmation();
    setIsConfirmed(true);
  };

  // Confirmed on the server's drawing of this check, before the app was up: recorded now.
  useEffect(() => {
    if (storage.get(STORAGE_KEYS.adultConfirmedEarly) === null) return;
    storage.remove(STORAGE_KEYS.adultConfirmedEarly);
    recordConfirmation();
  }, []);

  return (
    <BottomPopup
      isOpen={!isConfirmed && !isExempt}
      onClose={() => {}}
      isCloseDisabled
      label={t`Age check`}
      appearsInPlace={isOnScreen}
    >
      <div className="adult-check">
        <img className="adult-check__logo" src={BRAND.logo} alt="" width={64} height={64} />
        {isUnderAge ? (
          <>
            <p className="adult-check__refusal" role="alert">
              {t`This website is only for users over 18 years old`}
            </p>
            <Button size="l" stretched mode="bezeled" onClick={() => setIsUnderAge(false)}>
              {t`Back`}
            </Button>
          </>
        ) : (
          <>
            <h2 className="adult-check__title">{t`Adults only (18+)`}</h2>
            <p className="adult-check__text">
              {t`${brand} contains content for adults. Please confirm your age to continue.`}
            </p>
            <Button size="l" stretched mode="filled" onClick={confirm}>
              {t`I am 18 or older`}
            </Button>
            <Button
              size="l"
              stretched
              mode="plain"
              onClick={() => {
                trackEvent('adult_check_under_age');
                setIsUnderAge(true);
              }}
            >
              {t`I am under 18`}
            </Button>
            <p className="adult-check__legal">
              <Trans>
                By continuing you accept the <Link href={ROUTES.terms}>Terms of Service</Link> and
                the <Link href={ROUTES.privacy}>Privacy Policy</Link>.
              </Trans>
            </p>
          </>
        )}
      </div>
    </BottomPopup>
  );
}
