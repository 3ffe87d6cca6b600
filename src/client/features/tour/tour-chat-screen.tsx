import { emitAppEvent } from '@client/app/app-events';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { sessionUidAtom } from '@client/session/session';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TourConversation } from './tour-conversation';
import { getEmailLinkFor, TOUR_FROM_LANDING_PARAM } from './tour-links';
import { useTour } from './use-tour';
import { claimVisitorTour } from './visitor-tour';
import '../chat/conversation-screen.css';
import './tour-chat-screen.css';

/**
 * The tour (`/tour/chat`): a visitor chats with the tour characters before signing in, with a few
 * free messages. Signing in takes the conversations into the account and carries on there.
 */
export default function TourChatScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.home);
  const [, navigate] = useLocation();
  const uid = useAtomValue(sessionUidAtom);
  const query = new URLSearchParams(useSearch());
  const wanted = query.get('character');
  const isFromLanding = query.has(TOUR_FROM_LANDING_PARAM);
  const tour = useTour(wanted);
  const current = useRef<string | null>(null);
  current.current = tour.conversationId;

  // Signed in (now, or before arriving): the tour's chats belong to the account; go on there.
  useEffect(() => {
    if (!uid) return;
    void claimVisitorTour().then((claimed) => {
      const id = current.current;
      navigate(id && claimed.includes(id) ? `/chat/${id}` : ROUTES.chat, { replace: true });
    });
  }, [uid, navigate]);

  // From a landing page, signing in is the landing variant: the Get-email page and a mailed link.
  const signIn = () => {
    const characterId = tour.characterId;
    if (isFromLanding && characterId) navigate(getEmailLinkFor(characterId));
    else emitAppEvent('showLogin', { fromLanding: false });
  };
  return (
    <PageFrame
      title={t`Try a chat`}
      onBack={goBack}
      isFullHeight
      actions={
        <button type="button" className="tour__sign-in" onClick={signIn}>
          {t`Sign in`}
        </button>
      }
    >
      {tour.unavailable && (
        <div className="tour__unavailable">
          <p>
            {tour.unavailable === 'off'
              ? t`The tour is not available right now.`
              : tour.unavailable === 'limited'
                ? t`Too many tours were started from your network. Sign in to chat.`
                : t`The tour could not be loaded. Please try again.`}
          </p>
          <Button onClick={signIn}>{t`Sign in`}</Button>
        </div>
      )}
      {tour.characters.length > 0 && (
        <fieldset className="tour__characters">
          <legend className="visually-hidden">{t`Characters to try`}</legend>
          {tour.characters.map((character) => (
            <button
              key={character.characterId}
              type="button"
              className="tour__character"
              aria-pressed={character.characterId === tour.characterId}
              onClick={() => tour.chooseCharacter(character.characterId)}
            >
              <img src={character.portraitUrl} alt="" />
              <span>{character.nick}</span>
            </button>
          ))}
        </fieldset>
      )}
      {tour.conversationId && tour.visitorToken && tour.calls && tour.quota && (
        <TourConversation
          key={tour.conversationId}
          conversationId={tour.conversationId}
          visitorToken={tour.visitorToken}
          calls={tour.calls}
          quota={tour.quota}
          onReplySettled={tour.refreshQuota}
          onSignIn={signIn}
        />
      )}
    </PageFrame>
  );
}
