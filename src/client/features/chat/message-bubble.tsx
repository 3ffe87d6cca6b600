import { intlLocaleOf } from '@client/i18n/intl-locale';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { GetVipButton } from '../payments/premium/get-vip-button';
import { formatClockTime, formatFullDateTime } from './message-times';
import { useLongPress } from './use-long-press';
import { VoiceNote } from './voice-note';
import './message-bubble.css';

/**
 * What a reply the moderation checker stopped says in its place (nothing of it is kept); the
 * announcer reads the same words out.
 */
export const WITHHELD_NOTICE = msg`Reply withheld: it turned to sexual content involving minors, which is not allowed. You were not charged for it.`;

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

/** When a stored message was written: hours and minutes, the full date on hover. */
function MessageTime({ iso, className }: { iso: string; className: string }) {
  const { i18n } = useLingui();
  const locale = intlLocaleOf(i18n.locale);
  return (
    <time className={className} dateTime={iso} title={formatFullDateTime(iso, locale)}>
      {formatClockTime(iso, locale)}
    </time>
  );
}

/** What can be done with a stored message, and whether its actions are showing. */
export interface BubbleActions {
  isOpen: boolean;
  /** The element holding the actions, which the ⋯ button controls. */
  panelId: string;
  onToggle(): void;
}

/**
 * One message; a reply being written shows its text so far, or its place in the queue. A gift
 * shows as a gift card, and a photo she sent sits above her words. A stored message shows its
 * time; with `actions`, a ⋯ button beside it (and a tap or a long press on it) opens them.
 */
export function MessageBubble({
  message,
  avatarUrl,
  characterName = '',
  queuePosition = null,
  isHighlighted = false,
  actions,
  listen,
}: {
  message: ChatMessage;
  avatarUrl: string;
  /** Names the photos she sends for screen readers. */
  characterName?: string;
  queuePosition?: number | null;
  /** Marks the message a link pointed at (a memory's source). */
  isHighlighted?: boolean;
  actions?: BubbleActions;
  /** Her voice's Listen button, under a finished reply of hers. */
  listen?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const mine = message.role === 'user';
  const isStored = message.status !== 'streaming';
  const openByPress = () => {
    if (actions && !actions.isOpen) actions.onToggle();
  };
  const press = useLongPress(openByPress);
  const moreButton = actions && (
    <button
      type="button"
      className="bubble-row__more"
      aria-label={t`Message actions`}
      aria-expanded={actions.isOpen}
      aria-controls={actions.isOpen ? actions.panelId : undefined}
      onClick={actions.onToggle}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
  const time = isStored && <MessageTime iso={message.createdAt} className="bubble__time" />;
  return (
    <div
      className={`bubble-row${mine ? ' bubble-row--mine' : ''}${isHighlighted ? ' bubble-row--highlighted' : ''}${actions?.isOpen ? ' bubble-row--selected' : ''}`}
      data-status={message.status}
      data-message-id={message.id}
    >
      {!mine && <img className="bubble-row__avatar" src={avatarUrl} alt="" />}
      {mine && moreButton}
      {/* A tap is the pointer's shortcut to the actions; the ⋯ button is the way in for keyboards
          and screen readers, so the bubble itself stays out of the tab order. */}
      <div
        className={`bubble${mine ? ' bubble--mine' : ''}${message.giftId ? ' bubble--gift' : ''}${actions ? ' bubble--actionable' : ''}`}
        {...(actions
          ? {
              ...press.handlers,
              onClick: () => {
                // Selecting text to copy it, or the end of a long press, is not a tap.
                if (press.wasLongPress() || window.getSelection()?.toString()) return;
                actions.onToggle();
              },
            }
          : {})}
      >
        {message.photo && message.status !== 'failed' && message.status !== 'withheld' && (
          <SentPhoto photo={message.photo} characterName={characterName} />
        )}
        {message.voiceNote && message.status === 'done' && <VoiceNote note={message.voiceNote} />}
        {message.giftId && <span className="bubble__gift-label">{t`Gift`}</span>}
        {message.status === 'failed' ? (
          <span className="bubble__failed">
            {t`This reply could not be written; what you paid was refunded.`}
            {time}
          </span>
        ) : message.status === 'withheld' ? (
          <span className="bubble__failed">
            {i18n._(WITHHELD_NOTICE)}
            {time}
          </span>
        ) : message.content && !message.giftId ? (
          // Each text takes its own direction: English history reads left to right in Arabic too.
          // The time floats at the end of the last line, or under it when the line is full.
          <div className="bubble__text" dir="auto">
            {withActions(message.content)}
            {time}
          </div>
        ) : message.content ? (
          <>
            <div className="bubble__text" dir="auto">
              {withActions(message.content)}
            </div>
            {time}
          </>
        ) : queuePosition ? (
          <span className="bubble__waiting">{t`Waiting in line: ${queuePosition}`}</span>
        ) : (
          <span className="bubble__typing" role="img" aria-label={t`Typing`}>
            <span />
            <span />
            <span />
          </span>
        )}
        {listen}
      </div>
      {!mine && moreButton}
    </div>
  );
}
