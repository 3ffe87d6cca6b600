import { emitAppEvent } from '@client/app/app-events';
import { CloseIcon, ShareIcon } from '@client/components/icons/icons';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { INVITE_REWARD_ENERGY } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import '../rewards.css';

/** Id of this suggestion in the list of notices the user has dismissed. */
const SHARE_AFTER_CHAT_NOTICE = 'shareAfterChat';

function isDismissed(): boolean {
  try {
    const value: unknown = JSON.parse(storage.get(STORAGE_KEYS.hiddenNotices) ?? '[]');
    return Array.isArray(value) && value.includes(SHARE_AFTER_CHAT_NOTICE);
  } catch {
    return false;
  }
}

function dismiss(): void {
  try {
    const value: unknown = JSON.parse(storage.get(STORAGE_KEYS.hiddenNotices) ?? '[]');
    const notices = Array.isArray(value) ? value : [];
    storage.set(STORAGE_KEYS.hiddenNotices, JSON.stringify([...notices, SHARE_AFTER_CHAT_NOTICE]));
  } catch {
    storage.set(STORAGE_KEYS.hiddenNotices, JSON.stringify([SHARE_AFTER_CHAT_NOTICE]));
  }
}

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
  const [isHidden, setIsHidden] = useState(isDismissed);
  if (isHidden) return null;
  const hide = () => {
    dismiss();
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
