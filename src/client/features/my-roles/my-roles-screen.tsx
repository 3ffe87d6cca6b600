import { emitAppEvent } from '@client/app/app-events';
import { CameraIcon, CreateIcon, SparkleIcon } from '@client/components/icons/icons';
import { PlayIcon } from '@client/components/icons/play-icon';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { thumbnailUrl } from '@client/lib/thumbnail-url';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { CustomCharacterSummary } from '@contract/api/custom-character-endpoints';
import { CUSTOM_CHARACTER_STATUS } from '@contract/enums';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { openConversation } from '../chat/api/open-conversation';
import { ImportCardButton } from './cards/import-card-button';
import { characterStatus } from './character-status';
import { isDraftStarted, wizardDraftAtom } from './create/wizard-draft';
import { useMyCharacters } from './use-my-characters';
import './my-roles.css';

function MyCharacterRow({ item }: { item: CustomCharacterSummary }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const chatting = useExclusiveAction();
  const status = characterStatus(i18n, item);
  const page = `/my-roles/${item.characterId}`;
  const chat = () =>
    chatting.run(async () => {
      const { conversationId } = await openConversation({ characterId: item.characterId });
      navigate(`/chat/${conversationId}`);
    });
  return (
    <li className="my-role">
      <Link href={page} className="my-role__main">
        {item.portraitUrl ? (
          <img className="my-role__thumb" src={thumbnailUrl(item.portraitUrl)} alt="" />
        ) : (
          <span className="my-role__thumb my-role__thumb--empty" aria-hidden="true" />
        )}
        <span className="my-role__text">
          <span className="my-role__name">{item.nick}</span>
          <span className={`my-role__status my-role__status--${status.tone}`}>{status.label}</span>
        </span>
      </Link>
      {item.state === CUSTOM_CHARACTER_STATUS.done ? (
        <Button size="s" loading={chatting.isBusy} onClick={chat}>
          {status.action}
        </Button>
      ) : (
        <Link href={page} className="pill-link">
          {status.action}
        </Link>
      )}
    </li>
  );
}

/** `/my-roles`: the characters I made, each with its state and next step, and a way to make one. */
export default function MyRolesScreen() {
  const { t } = useLingui();
  const { uid, answer, failed, reload } = useMyCharacters();
  const draft = useAtomValue(wizardDraftAtom);
  const hasDraft = isDraftStarted(draft);
  return (
    <PageFrame title={t`My characters`} hasBottomNav>
      {!uid ? (
        <div className="empty-state">
          <span className="empty-state__art">
            <SparkleIcon size={44} />
          </span>
          <p>{t`Design your own companion: the look, the personality, your story.`}</p>
          <Button size="l" onClick={() => emitAppEvent('showLogin', { fromLanding: false })}>
            {t`Sign in to start`}
          </Button>
        </div>
      ) : (
        <div className="my-roles">
          <Link href={ROUTES.myRolesCreate} className="create-card">
            <span className="create-card__plus" aria-hidden="true">
              +
            </span>
            <span>
              <strong>{hasDraft ? t`Continue your character` : t`Create a character`}</strong>
              <small>
                {hasDraft
                  ? t`Pick up the wizard where you left it.`
                  : t`Step by step, or described in your own words.`}
              </small>
            </span>
          </Link>
          <ImportCardButton />
          <nav className="studio-links" aria-label={t`Photos`}>
            <Link href={ROUTES.ugcGenerateImage} className="studio-link">
              <SparkleIcon />
              <span>
                <strong>{t`Generate photo`}</strong>
                <small>{t`A new photo of any character`}</small>
              </span>
            </Link>
            <Link href={ROUTES.ugcGenerateVideo} className="studio-link">
              <PlayIcon />
              <span>
                <strong>{t`Generate video`}</strong>
                <small>{t`Bring a photo to life`}</small>
              </span>
            </Link>
            <Link href={ROUTES.album} className="studio-link">
              <CameraIcon />
              <span>
                <strong>{t`Album`}</strong>
                <small>{t`Your photos and videos`}</small>
              </span>
            </Link>
          </nav>
          {failed && (
            <button type="button" className="text-button" onClick={() => void reload()}>
              {t`Could not load your characters. Tap to try again.`}
            </button>
          )}
          {answer && answer.list.length === 0 && (
            <div className="empty-state">
              <span className="empty-state__art">
                <CreateIcon />
              </span>
              <p>{t`You have not made a character yet. Your first one is a few taps away.`}</p>
            </div>
          )}
          {answer && answer.list.length > 0 && (
            <ul className="my-roles__list">
              {answer.list.map((item) => (
                <MyCharacterRow key={item.characterId} item={item} />
              ))}
            </ul>
          )}
        </div>
      )}
    </PageFrame>
  );
}
