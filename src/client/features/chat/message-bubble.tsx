import type { ChatMessage } from '@contract/api/chat-endpoints';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';

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

/** One message; a reply being written shows its text so far, or its place in the queue. */
export function MessageBubble({
  message,
  avatarUrl,
  queuePosition = null,
  onSelect,
}: {
  message: ChatMessage;
  avatarUrl: string;
  queuePosition?: number | null;
  /** Tapping a stored message shows what can be done with it. */
  onSelect?: () => void;
}) {
  const { t } = useLingui();
  const mine = message.role === 'user';
  return (
    <div className={`bubble-row${mine ? ' bubble-row--mine' : ''}`} data-status={message.status}>
      {!mine && <img className="bubble-row__avatar" src={avatarUrl} alt="" />}
      <div
        className={`bubble${mine ? ' bubble--mine' : ''}`}
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
        {message.status === 'failed' ? (
          <span className="bubble__failed">{t`This reply could not be written; what you paid was refunded.`}</span>
        ) : message.content ? (
          withActions(message.content)
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
