import type { ChatMessage } from '@contract/api/chat-endpoints';
import { DaySeparator } from './day-separator';
import { ListenButton } from './listen-button';
import { type MessageActionHandlers, MessageActions } from './message-actions';
import { MessageBubble } from './message-bubble';
import { PhotoOfferCard } from './photo-offer-card';
import type { useListen } from './use-listen';

export interface ConversationMessageRowProps {
  message: ChatMessage;
  /** A day's first message gets the day's heading above it. */
  startsDay: boolean;
  character: { portraitUrl: string; nick: string };
  isHighlighted: boolean;
  listening: ReturnType<typeof useListen>;
  /** Its actions panel is open. */
  isOpen: boolean;
  onToggleActions(): void;
  /** Her reply to the user's newest message: it may be written again. */
  isLastReply: boolean;
  /** The user's newest message: it may be edited. */
  isMyLatest: boolean;
  handlers: MessageActionHandlers;
  /** The message changed on the server (a photo offer taken or declined). */
  onChange(message: ChatMessage): void;
}

/** One stored message of a conversation: its bubble, Listen, her photo offer and its actions. */
export function ConversationMessageRow({
  message,
  startsDay,
  character,
  isHighlighted,
  listening,
  isOpen,
  onToggleActions,
  isLastReply,
  isMyLatest,
  handlers,
  onChange,
}: ConversationMessageRowProps) {
  const panelId = `message-actions-${message.id}`;
  return (
    <>
      {startsDay && <DaySeparator iso={message.createdAt} />}
      <MessageBubble
        message={message}
        avatarUrl={character.portraitUrl}
        characterName={character.nick}
        isHighlighted={isHighlighted}
        listen={
          message.role === 'character' && message.status === 'done' && message.content ? (
            <ListenButton
              messageId={message.id}
              player={listening.state}
              isDemo={listening.isDemo}
              onListen={() => void listening.listen(message)}
              onStop={listening.stop}
            />
          ) : undefined
        }
        actions={{ isOpen, panelId, onToggle: onToggleActions }}
      />
      {message.offer && message.offer.state !== 'sent' && message.status === 'done' && (
        <PhotoOfferCard
          message={{ ...message, offer: message.offer }}
          characterName={character.nick}
          onChange={onChange}
        />
      )}
      {isOpen && (
        <MessageActions
          message={message}
          panelId={panelId}
          isLastReply={isLastReply}
          isMyLatest={isMyLatest}
          handlers={handlers}
        />
      )}
    </>
  );
}
