import { useLingui } from '@lingui/react/macro';
import { forwardRef, type ReactNode, useImperativeHandle } from 'react';
import { useBottomAnchoredList } from './use-bottom-anchored-list';

export interface MessageListHandle {
  /** Shows the newest message, e.g. after the person sent one. */
  scrollToBottom(): void;
  /** Brings the message with this key to the middle of the view. */
  scrollToKey(key: string): void;
}

export interface MessageListProps {
  /** A stable key per message, oldest first. */
  keys: readonly string[];
  /** The message at `index` of `keys`. */
  renderItem(index: number): ReactNode;
  /** More messages exist before the oldest loaded one. */
  hasOlder: boolean;
  isLoadingOlder: boolean;
  /** Loads the page before the oldest loaded message; called when scrolling comes near it. */
  onLoadOlder(): void;
}

/**
 * The messages of a conversation, newest at the bottom, with only those near the view in the
 * document. Scrolling up loads older pages without moving what is on screen.
 */
export const MessageList = forwardRef<MessageListHandle, MessageListProps>(function MessageList(
  { keys, renderItem, hasOlder, isLoadingOlder, onLoadOlder },
  ref,
) {
  const { t } = useLingui();
  const list = useBottomAnchoredList(keys, () => {
    if (hasOlder) onLoadOlder();
  });
  useImperativeHandle(
    ref,
    () => ({ scrollToBottom: list.scrollToBottom, scrollToKey: list.scrollToKey }),
    [list.scrollToBottom, list.scrollToKey],
  );
  const { start, end, spaceAbove, spaceBelow } = list.range;
  return (
    <div ref={list.scrollerRef} className="conversation" aria-busy={isLoadingOlder}>
      <div ref={list.contentRef} className="conversation__content">
        {hasOlder && (
          // Scrolling loads older messages by itself; the button serves keyboards and screen readers.
          <button
            type="button"
            className="conversation__older"
            disabled={isLoadingOlder}
            onClick={onLoadOlder}
          >
            {t`Load earlier messages`}
          </button>
        )}
        <div style={{ height: spaceAbove }} />
        {keys.slice(start, end).map((key, offset) => (
          <div key={key} data-key={key} className="conversation__item">
            {renderItem(start + offset)}
          </div>
        ))}
        <div style={{ height: spaceBelow }} />
      </div>
    </div>
  );
});
