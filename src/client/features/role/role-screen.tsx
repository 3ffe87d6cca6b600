import { emitAppEvent, onAppEvent } from '@client/app/app-events';
import { useRouteParam } from '@client/app/use-route-param';
import { useMainButton } from '@client/bridge/bridge-context';
import { FlagIcon, ShareIcon } from '@client/components/icons/action-icons';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { LazyWalletChips } from '@client/features/account/wallet/lazy-wallet-chips';
import { withCatalogPart } from '@client/i18n/activate-locale';
import { trackEvent } from '@client/lib/analytics/track-event';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { thumbnailUrl } from '@client/lib/thumbnail-url';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { sessionUidAtom } from '@client/session/session';
import type { CharacterDetail } from '@contract/api/character-endpoints';
import { LIKE_STATE } from '@contract/enums';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { getCharacter } from '../characters/api/get-character';
import { likeCharacter } from '../characters/api/like-character';
import { openConversation } from '../chat/api/open-conversation';
import { LazyReportSheet } from '../community/trust/lazy-report-sheet';
import type { ReportTargetRef } from '../community/trust/report-sheet';
import { GetVipButton } from '../payments/premium/get-vip-button';
import { LazyCharacterPhotos } from '../studio/gallery/lazy-character-photos';
import { SentPhotos } from './sent-photos';
import { StoryTabs } from './story-tabs';
import { useOptionLabel } from './use-option-label';
import { BasedOnCredit } from './based-on-credit';
import './role-screen.css';

// The order sheet and its texts (the community part) load when someone opens it.
const CommissionSheet = lazy(
  withCatalogPart('community', () => import('../community/orders/commission-sheet')),
);

/** A character: photos, description, tags, like, start chat, and the stories. */
export default function RoleScreen() {
  const { t, i18n } = useLingui();
  const characterId = useRouteParam('characterId') ?? '';
  const uid = useAtomValue(sessionUidAtom);
  const [, navigate] = useLocation();
  const goBack = useGoBack(ROUTES.home);
  // Signing in changes what the detail holds (my like, my conversation), so the uid is in the key.
  const detailKey = ['characterDetail', characterId, uid] as const;
  const detail = useApiQuery({
    queryKey: detailKey,
    queryFn: () => getCharacter({ characterId }),
  });
  const character = detail.data ?? null;
  const missing = detail.isError;
  const [photoIndex, setPhotoIndex] = useState(0);
  const [isCommissionOpen, setIsCommissionOpen] = useState(false);
  const [reporting, setReporting] = useState<ReportTargetRef | null>(null);
  const starting = useExclusiveAction();

  /** Opens the chat with her, or one of her stories when `storyId` is given. */
  const startChat = (storyId?: string) =>
    starting.run(async () => {
      const { conversationId } = await openConversation({
        characterId,
        ...(storyId ? { storyId } : {}),
      });
      navigate(`/chat/${conversationId}`);
    });

  const onStart = (storyId?: string) => {
    trackEvent(storyId ? 'story' : 'role', {
      action: storyId ? 'play' : 'start_chat',
      characterId,
      ...(storyId ? { storyId } : {}),
    });
    whenSignedIn(() => void startChat(storyId));
  };
  useEffect(() => trackEvent('role', { action: 'view', characterId }), [characterId]);
  const startText = character?.conversationId ? t`Continue chat` : t`Start chat`;
  const isStartOnTelegram = useMainButton(
    character ? { text: startText, onClick: () => onStart(), isLoading: starting.isBusy } : null,
  );
  const offersTour = !uid && Boolean(character?.isTour);

  /** Runs `action` now when signed in, else once the login popup has signed the visitor in. */
  const whenSignedIn = (action: () => void) => {
    if (uid) {
      action();
      return;
    }
    const stop = onAppEvent('signedIn', () => {
      stop();
      action();
    });
    emitAppEvent('showLogin', { fromLanding: false });
  };

  const toggleLike = async () => {
    if (!character) return;
    if (!uid) {
      emitAppEvent('showLogin', { fromLanding: false });
      return;
    }
    const next = character.like === LIKE_STATE.like ? LIKE_STATE.none : LIKE_STATE.like;
    const answer = await likeCharacter({ characterId, state: next }).catch(() => null);
    if (answer) {
      queryClient.setQueryData<CharacterDetail>(detailKey, (current) =>
        current ? { ...current, like: answer.like, likeCount: answer.likeCount } : current,
      );
    }
  };

  const photo = character?.photos[photoIndex];
  const isOthersCreation = Boolean(character?.creatorId && character.creatorId !== uid);
  const isMine = Boolean(uid && character?.creatorId === uid);
  const optionLabel = useOptionLabel(Boolean(character?.creatorId));
  /**
   * A created character's relationship and job are the wizard's words, shown translated (once
   * their names have loaded: none rather than English meanwhile).
   */
  const fact = (step: 'relationship' | 'occupation', text: string) =>
    !character?.creatorId ? text : optionLabel ? optionLabel(i18n, step, text) : '';
  const facts = character
    ? [fact('relationship', character.relationship), fact('occupation', character.occupation)]
    : [];
  return (
    <PageFrame
      title={character?.nick ?? ''}
      onBack={goBack}
      actions={
        <>
          <LazyWalletChips />
          {character && !isMine && (
            <button
              type="button"
              className="icon-button"
              aria-label={t`Share ${character.nick}`}
              onClick={() =>
                whenSignedIn(() =>
                  emitAppEvent('showInviteSheet', {
                    character: { id: character.characterId, nick: character.nick },
                  }),
                )
              }
            >
              <ShareIcon />
            </button>
          )}
          {isOthersCreation && (
            <button
              type="button"
              className="icon-button"
              aria-label={t`Report`}
              onClick={() =>
                whenSignedIn(() =>
                  setReporting(
                    character ? { type: 'character', id: characterId, name: character.nick } : null,
                  ),
                )
              }
            >
              <FlagIcon />
            </button>
          )}
        </>
      }
    >
      {missing && <p className="role-missing">{t`This character is not available.`}</p>}
      {character && (
        <div className="role">
          <div className="role__photo">
            <img src={photo?.url ?? character.portraitUrl} alt={character.nick} />
            {photo?.locked && (
              <GetVipButton
                className="role__photo-lock"
                request={{ comeFrom: 'role_photo', scriptId: characterId, photoId: photo.id }}
              >
                {t`VIP members see this photo`}
              </GetVipButton>
            )}
            {photo && !photo.locked && uid && (
              <Link
                className="role__video-link"
                href={`${ROUTES.ugcGenerateVideo}?character=${characterId}&photo=${photo.id}&url=${encodeURIComponent(photo.url)}`}
              >
                {t`▶ Make a video`}
              </Link>
            )}
          </div>
          <div className="role__thumbs">
            {character.photos.map((item, index) => (
              <button
                key={item.id}
                type="button"
                className={`role__thumb${index === photoIndex ? ' role__thumb--current' : ''}`}
                onClick={() => setPhotoIndex(index)}
                aria-label={t`Photo ${index + 1}`}
              >
                <img src={thumbnailUrl(item.url)} alt="" />
              </button>
            ))}
          </div>
          <div className="role__heading">
            <h2 className="role__name">
              {character.nick}, {character.age}
              {character.memberOnly && <span className="role__vip">{t`VIP`}</span>}
            </h2>
            <button
              type="button"
              className={`role__like${character.like === LIKE_STATE.like ? ' role__like--on' : ''}`}
              aria-pressed={character.like === LIKE_STATE.like}
              onClick={toggleLike}
            >
              ♥ {character.likeCount}
            </button>
          </div>
          {character.creatorNick && (
            <p className="role__credit">
              {t`Created by ${character.creatorNick}`}
              {isOthersCreation && character.creatorId && (
                <button
                  type="button"
                  className="role__report-creator"
                  onClick={() =>
                    whenSignedIn(() =>
                      setReporting({
                        type: 'creator',
                        id: character.creatorId ?? '',
                        name: character.creatorNick ?? '',
                      }),
                    )
                  }
                >
                  {t`Report creator`}
                </button>
              )}
            </p>
          )}
          {character.basedOn && <BasedOnCredit {...character.basedOn} />}
          {facts.some(Boolean) && (
            <p className="role__facts">{facts.filter(Boolean).join(' · ')}</p>
          )}
          <div className="role__tags">
            {character.tags.map((tag) => (
              <span key={tag.id} className="role__tag">
                {tag.label}
              </span>
            ))}
          </div>
          <p className="role__description" dir="auto">
            {character.description}
          </p>
          {isOthersCreation && (
            <button
              type="button"
              className="role__clone"
              onClick={() => whenSignedIn(() => setIsCommissionOpen(true))}
            >
              {t`Commission the creator`}
            </button>
          )}
          {!isMine ? (
            <button
              type="button"
              className="role__clone"
              onClick={() =>
                whenSignedIn(() => navigate(`${ROUTES.myRolesCreate}?cloneOf=${characterId}`))
              }
            >
              {t`Make my own version`}
            </button>
          ) : (
            <Link href={`/my-roles/${characterId}`} className="role__clone">
              {t`Edit my character`}
            </Link>
          )}
          <StoryTabs characterId={characterId} onPlay={onStart} />
          <SentPhotos characterId={characterId} />
          <LazyCharacterPhotos characterId={characterId} nick={character.nick} />
          {(!isStartOnTelegram || offersTour) && (
            <div className="role__start app-column-bar">
              {!isStartOnTelegram && (
                <Button size="l" stretched loading={starting.isBusy} onClick={() => onStart()}>
                  {startText}
                </Button>
              )}
              {offersTour && (
                <Link href={`${ROUTES.tourChat}?character=${characterId}`} className="role__try">
                  {t`Try without signing in`}
                </Link>
              )}
            </div>
          )}
        </div>
      )}
      {character?.creatorId && isOthersCreation && isCommissionOpen && (
        <Suspense fallback={null}>
          <CommissionSheet
            characterId={characterId}
            nick={character.nick}
            creatorId={character.creatorId}
            creatorNick={character.creatorNick ?? ''}
            isOpen={isCommissionOpen}
            onClose={() => setIsCommissionOpen(false)}
          />
        </Suspense>
      )}
      <LazyReportSheet target={reporting} onClose={() => setReporting(null)} />
    </PageFrame>
  );
}
