import { emitAppEvent } from '@client/app/app-events';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { BRAND } from '@client/config/build-config';
import { chatLinkFor } from '@client/features/tour/tour-links';
import { trackEvent } from '@client/lib/analytics/track-event';
import { sessionUidAtom } from '@client/session/session';
import { isLandingRoute, LANDING_HEROES } from '@contract/landing-heroes';
import type { RouteId } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { LandingHero } from './landing-hero';
import { LANDING_PAGES } from './landing-pages';
import './landing.css';

// The quiz and its match load when the visitor starts the quiz, keeping the first load small.
const LandingFunnel = lazy(() => import('./quiz/landing-funnel'));

/**
 * A landing page (spec §2: `/landing`, `/landing/role1` … `role3`, `/landing/landing2`): the
 * page's hero and promise for a visitor from an ad, then the quiz that finds their match.
 */
export default function LandingScreen({ routeId }: { routeId: RouteId }) {
  const { t, i18n } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  // The landing pages share this screen: the quiz is open on the page it was started on only.
  const [quizRoute, setQuizRoute] = useState<RouteId | null>(null);
  const isQuizOpen = quizRoute === routeId;
  const landingId = isLandingRoute(routeId) ? routeId : 'landing';
  const page = LANDING_PAGES[landingId];

  useEffect(() => trackEvent('landing', { action: 'view', page: routeId }), [routeId]);
  const startQuiz = () => {
    trackEvent('landing', { action: 'quiz_start', page: routeId });
    setQuizRoute(routeId);
  };
  const signIn = () => emitAppEvent('showLogin', { fromLanding: true });
  return (
    <PageFrame
      title={BRAND.title}
      actions={
        uid ? null : (
          <button type="button" className="landing__sign-in" onClick={signIn}>
            {t`Sign in`}
          </button>
        )
      }
    >
      {isQuizOpen ? (
        <Suspense fallback={<div className="landing__loading" aria-busy="true" />}>
          <LandingFunnel onClose={() => setQuizRoute(null)} />
        </Suspense>
      ) : (
        <LandingHero
          source={LANDING_HEROES[landingId]}
          promise={i18n._(page.promise)}
          pitch={i18n._(page.pitch)}
        >
          {(hero) => {
            const nick = hero?.nick;
            return page.isQuizFirst || !hero ? (
              <>
                <Button size="l" stretched onClick={startQuiz}>
                  {t`Find my match`}
                </Button>
                {hero && (
                  <Link href={chatLinkFor(hero.characterId, uid)} className="landing__secondary">
                    {t`Or chat with ${nick} now`}
                  </Link>
                )}
              </>
            ) : (
              <>
                <Link href={chatLinkFor(hero.characterId, uid)} className="landing__primary">
                  {t`Chat with ${nick} now`}
                </Link>
                <button type="button" className="landing__secondary" onClick={startQuiz}>
                  {t`Not your type? Find my match`}
                </button>
              </>
            );
          }}
        </LandingHero>
      )}
    </PageFrame>
  );
}
