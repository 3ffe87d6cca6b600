import { emitAppEvent } from '@client/app/app-events';
import { ShareIcon } from '@client/components/icons/action-icons';
import { CloseIcon } from '@client/components/icons/icons';
import { hideNotice, isNoticeHidden } from '@client/lib/hidden-notices';
import { INVITE_REWARD_ENERGY } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import '../rewards.css';

/** Id of this suggestion in the list of notices the user has dismissed. */
const SHARE_AFTER_CHAT_NOTICE = 'shareAfterChat';

/**
 * A one-line suggestion above the composer after a good chat (the conversation decides when):
 * share her with a friend. Shown until the user shares or closes it, then never again on this
 * device; it never covers the chat.
 */
export default function ShareAfterChat({
  characterId,
  nick,
}: {
  characterId: string;
  nick: string;
}) {
  const { t } = useLingui();
  const [isHidden, setIsHidden] = useState(() => isNoticeHidden(SHARE_AFTER_CHAT_NOTICE));
  if (isHidden) return null;
  const hide = () => {
    hideNotice(SHARE_AFTER_CHAT_NOTICE);
    setIsHidden(true);
  };
  const energy = INVITE_REWARD_ENERGY;
  return (
    <aside className="share-after-chat" aria-label={t`Invite friends`}>
      <span className="share-after-chat__text">
        {t`Enjoying the chat with ${nick}? Invite a friend and get ${energy} energy when they join.`}
      </span>
      <button
        type="button"
        className="share-after-chat__share"
        onClick={() => {
          hide();
          emitAppEvent('showInviteSheet', { character: { id: characterId, nick } });
        }}
      >
        <ShareIcon />
        {t`Share`}
      </button>
      <button type="button" className="icon-button" aria-label={t`Close`} onClick={hide}>
        <CloseIcon />
      </button>
    </aside>
  );
}
