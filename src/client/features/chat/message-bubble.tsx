import type { ChatMessage } from '@contract/api/chat-endpoints';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { GetVipButton } from '../payments/premium/get-vip-button';

/** Renders `*actions*` in italics, as characters write them. */
function withActions(text: string) {
  return text.split(/(\*[^*]+\*)/g).map((part, index) =>
    part.startsWith('*') && part.endsWith('*') && part.length > 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <em key={index}>{part.slice(1, -1)}</em>
    ) : (
      part
    ),
  );
}

/** A photo she sent with a reply; non-members get the blurred copy and what unlocking gives. */
function SentPhoto({
  photo,
  characterName,
}: {
  photo: NonNullable<ChatMessage['photo']>;
  characterName: string;
}) {
  const { t } = useLingui();
  return (
    <figure className={`bubble__photo${photo.locked ? ' bubble__photo--locked' : ''}`}>
      <img src={photo.url} alt={t`Sent by ${characterName} in the chat`} loading="lazy" />
      {photo.locked && (
        <figcaption className="bubble__photo-lock">
          <GetVipButton
            className="bubble__unlock"
            request={{ comeFrom: 'bot_unlock_photo', photoId: photo.id }}
          >
            {t`Unlock with VIP to see this photo`}
          </GetVipButton>
        </figcaption>
      )}
    </figure>
  );
}

/**
 * One message; a reply being written shows its text so far, or its place in the queue. A gift
 * shows as a gift card, and a photo she sent sits above her words.
 */
export function MessageBubble({
  message,
  avatarUrl,
  characterName = '',
  queuePosition = null,
  isHighlighted = false,
  onSelect,
}: {
  message: ChatMessage;
  avatarUrl: string;
  /** Names the photos she sends for screen readers. */
  characterName?: string;
  queuePosition?: number | null;
  /** Marks the message a link pointed at (a memory's source). */
  isHighlighted?: boolean;
  /** Tapping a stored message shows what can be done with it. */
  onSelect?: () => void;
}) {
  const { t } = useLingui();
  const mine = message.role === 'user';
  return (
    <div
      className={`bubble-row${mine ? ' bubble-row--mine' : ''}${isHighlighted ? ' bubble-row--highlighted' : ''}`}
      data-status={message.status}
      data-message-id={message.id}
    >
      {!mine && <img className="bubble-row__avatar" src={avatarUrl} alt="" />}
      <div
        className={`bubble${mine ? ' bubble--mine' : ''}${message.giftId ? ' bubble--gift' : ''}`}
        {...(onSelect
          ? {
              role: 'button',
              tabIndex: 0,
              onClick: onSelect,
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key === 'Enter') onSelect();
              },
            }
          : {})}
      >
        {message.photo && message.status !== 'failed' && (
          <SentPhoto photo={message.photo} characterName={characterName} />
        )}
        {message.giftId && <span className="bubble__gift-label">{t`Gift`}</span>}
        {message.status === 'failed' ? (
          <span className="bubble__failed">{t`This reply could not be written; what you paid was refunded.`}</span>
        ) : message.content ? (
          // Each text takes its own direction: English history reads left to right in Arabic too.
          <div className="bubble__text" dir="auto">
            {withActions(message.content)}
          </div>
        ) : queuePosition ? (
          <span className="bubble__waiting">{t`Waiting in line: ${queuePosition}`}</span>
        ) : (
          <span className="bubble__typing" role="img" aria-label={t`Typing`}>
            <span />
            <span />
            <span />
          </span>
        )}
      </div>
    </div>
  );
}
