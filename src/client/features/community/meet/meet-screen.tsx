import { emitAppEvent } from '@client/app/app-events';
import { useOptionalBridge } from '@client/bridge/bridge-context';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { useTagOptions } from '@client/features/interests/use-tag-options';
import { profileAtom } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MatchPopup } from './match-popup';
import { PreferencesSheet } from './preferences-sheet';
import { SwipeCard } from './swipe-card';
import { useMeetDeck } from './use-meet-deck';
import './meet.css';

/**
 * `/meet`: a deck of characters to swipe, right to like and left to pass. A character who shares
 * one of the user's interests likes them back: a match, and a chat she opens.
 */
export default function MeetScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.home);
  const [, navigate] = useLocation();
  const bridge = useOptionalBridge();
  const uid = useAtomValue(sessionUidAtom);
  const interests = useAtomValue(profileAtom)?.user.preferenceTags;
  const deck = useMeetDeck(uid);
  const tags = useTagOptions();
  const [isPrefsOpen, setIsPrefsOpen] = useState(false);
  const top = deck.cards?.[0];
  const topName = top?.nick ?? '';

  const swipe = (action: 'like' | 'pass') => {
    if (!top) return;
    void deck.swipe(top, action).then((match) => {
      if (match) bridge?.haptic('success');
    });
  };

  if (!uid) {
    return (
      <PageFrame title={t`Meet`} onBack={goBack}>
        <div className="meet-page">
          <p className="meet-page__lead">
            {t`Swipe through characters you have not met yet. When one likes you back, a chat opens with their first message.`}
          </p>
          <Button
            size="l"
            stretched
            onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
          >
            {t`Sign in to meet characters`}
          </Button>
        </div>
      </PageFrame>
    );
  }

  const likes = deck.counts?.likes;
  const matches = deck.counts?.matches;
  return (
    <PageFrame
      title={t`Meet`}
      onBack={goBack}
      actions={
        <Button
          size="s"
          mode="bezeled"
          disabled={!deck.config || !tags}
          onClick={() => setIsPrefsOpen(true)}
        >
          {t`Preferences`}
        </Button>
      }
    >
      <div className="meet-page">
        <dl className="meet-counts" aria-busy={deck.counts === null}>
          <div>
            <dt>{t`Likes`}</dt>
            <dd>{likes ?? '–'}</dd>
          </div>
          <div>
            <dt>{t`Matches`}</dt>
            <dd>{matches ?? '–'}</dd>
          </div>
        </dl>
        <p className="meet-page__hint">
          {interests && interests.length === 0 ? (
            <>
              {t`Characters like you back when they share one of your interests.`}{' '}
              <Link href={ROUTES.settingsInterests}>{t`Choose your interests`}</Link>
            </>
          ) : (
            t`Characters like you back when they share one of your interests.`
          )}
        </p>
        <section className="meet-deck" aria-label={t`Characters to meet`} aria-busy={!deck.cards}>
          {deck.cards === null ? (
            <div className="meet-card meet-card--loading" />
          ) : top ? (
            <>
              {deck.cards[1] && (
                <div className="meet-card meet-card--next" aria-hidden="true">
                  <img className="meet-card__image" src={deck.cards[1].portraitUrl} alt="" />
                </div>
              )}
              <SwipeCard key={top.characterId} card={top} onSwipe={swipe} />
            </>
          ) : (
            <div className="meet-empty">
              <p>
                {deck.failed
                  ? t`Could not load characters.`
                  : t`No one new to meet with these preferences.`}
              </p>
              {deck.failed ? (
                <Button size="m" mode="bezeled" onClick={deck.retry}>
                  {t`Try again`}
                </Button>
              ) : (
                <Button
                  size="m"
                  mode="bezeled"
                  disabled={!deck.config || !tags}
                  onClick={() => setIsPrefsOpen(true)}
                >
                  {t`Change preferences`}
                </Button>
              )}
            </div>
          )}
        </section>
        {top && (
          // The gesture is physical in every language, so the buttons keep its sides: pass on
          // the left, like on the right.
          <div className="meet-actions" dir="ltr">
            <button
              type="button"
              className="meet-action meet-action--pass"
              aria-label={t`Pass ${topName}`}
              onClick={() => swipe('pass')}
            >
              <span aria-hidden="true">✕</span>
            </button>
            <button
              type="button"
              className="meet-action meet-action--like"
              aria-label={t`Like ${topName}`}
              onClick={() => swipe('like')}
            >
              <span aria-hidden="true">♥</span>
            </button>
          </div>
        )}
      </div>
      {isPrefsOpen && deck.config && tags && (
        <PreferencesSheet
          isOpen
          config={deck.config}
          tags={tags}
          onClose={() => setIsPrefsOpen(false)}
          onSaved={(saved) => {
            setIsPrefsOpen(false);
            deck.applyConfig(saved);
          }}
        />
      )}
      {deck.match && (
        <MatchPopup
          match={deck.match}
          onClose={deck.closeMatch}
          onStartChat={() => {
            const { conversationId } = deck.match ?? {};
            deck.closeMatch();
            if (conversationId) navigate(`/chat/${conversationId}`);
          }}
        />
      )}
    </PageFrame>
  );
}
