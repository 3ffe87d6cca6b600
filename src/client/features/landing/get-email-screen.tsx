import { useRouteParam } from '@client/app/use-route-param';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { chatLinkFor } from '@client/features/tour/tour-links';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { listTourCharacters } from '../tour/api/list-tour-characters';
import './landing.css';

// The form is shared with the login popup, which loads it lazily too.
const LoginForm = lazy(() => import('../account/login/login-form'));

/**
 * The Get-email page (spec §2 by wording): a visitor from a landing page keeps the character they
 * matched by signing in with a mailed link (the landing variant of spec §4: 'check your mail',
 * no code). The link brings them back here signed in, and on to her page.
 */
export default function GetEmailScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const characterId = useRouteParam('characterId') ?? '';
  const uid = useAtomValue(sessionUidAtom);
  const goBack = useGoBack(ROUTES.landing);

  useEffect(() => {
    if (uid) navigate(chatLinkFor(characterId, uid), { replace: true });
  }, [uid, characterId, navigate]);

  const tour = useApiQuery({
    queryKey: ['tourCharacters'],
    queryFn: () => listTourCharacters({}, { silent: true }),
  });
  const character = tour.data?.list.find((card) => card.characterId === characterId) ?? null;

  const nick = character?.nick;
  return (
    <PageFrame title={t`Keep your match`} onBack={goBack}>
      <section className="get-email">
        {character && (
          <div className="get-email__character">
            <img src={character.portraitUrl} alt="" />
            <p dir="auto">{nick}</p>
          </div>
        )}
        <p className="get-email__text">
          {t`Enter your email and we will send you a sign-in link. One tap, and your chats are saved to your account. No password needed.`}
        </p>
        <Suspense fallback={<div className="login-form" aria-busy="true" />}>
          {/* Signing in sets the session, and the effect above moves the page on. */}
          <LoginForm fromLanding onSignedIn={() => {}} />
        </Suspense>
      </section>
    </PageFrame>
  );
}
