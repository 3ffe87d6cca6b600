import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { thumbnailUrl } from '@client/lib/thumbnail-url';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import type { MeetMatch } from './use-meet-deck';

/** "It's a match": she liked the user back; Start chat opens the conversation she began. */
export function MatchPopup({
  match,
  onStartChat,
  onClose,
}: {
  match: MeetMatch;
  onStartChat(): void;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const name = match.character.nick;
  const interests = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    match.sharedTags,
  );
  return (
    <BottomPopup isOpen onClose={onClose} label={t`It’s a match`}>
      <div className="meet-match">
        <img
          className="meet-match__portrait"
          src={thumbnailUrl(match.character.portraitUrl, 384)}
          alt=""
        />
        <h2 className="meet-match__title">{t`It’s a match!`}</h2>
        <p>{t`${name} likes you too.`}</p>
        {interests && <p className="meet-match__why">{t`You both like: ${interests}`}</p>}
        <Button size="l" stretched onClick={onStartChat}>
          {t`Start chat`}
        </Button>
        <Button size="l" stretched mode="plain" onClick={onClose}>
          {t`Keep swiping`}
        </Button>
      </div>
    </BottomPopup>
  );
}
