import { emitAppEvent } from '@client/app/app-events';
import type { TourQuota } from '@contract/api/tour-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ChatComposer } from '../chat/chat-composer';
import { DaySeparator } from '../chat/day-separator';
import { MessageBubble } from '../chat/message-bubble';
import { DemoModelNote } from '../chat/demo-model-note';
import { MessageList, type MessageListHandle } from '../chat/message-list';
import { startsDay } from '../chat/message-times';
import { ReplyAnnouncer } from '../chat/reply-announcer';
import { type ConversationCalls, liveMessage, useConversation } from '../chat/use-conversation';
import { openTourVipPage } from './api/open-tour-vip-page';

export interface TourConversationProps {
  conversationId: string;
  visitorToken: string;
  calls: ConversationCalls;
  quota: TourQuota;
  onReplySettled(): void;
  onSignIn(): void;
}

/**
 * A visitor's conversation: the messages, streamed replies and the composer with the free
 * messages left; when they are used up, the offer to sign in (the chat comes along) or get VIP.
 */
export function TourConversation({
  conversationId,
  visitorToken,
  calls,
  quota,
  onReplySettled,
  onSignIn,
}: TourConversationProps) {
  const { t } = useLingui();
  const chat = useConversation(conversationId, {
    failureText: t`The reply could not be written; your free message was given back`,
    calls,
    onReplySettled,
  });
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const list = useRef<MessageListHandle>(null);
  const isUsedUp = quota.messagesLeft <= 0;
  const busy = sending || chat.live !== null;

  // Showing the offer is a step of the tour funnel the server counts.
  useEffect(() => {
    if (!isUsedUp) return;
    openTourVipPage({ visitorToken, reason: 'quotaUsed', conversationId }, { silent: true }).catch(
      () => {},
    );
  }, [isUsedUp, visitorToken, conversationId]);

  const liveId = chat.live?.id;
  const keys = useMemo(
    () => [...chat.messages.map((message) => message.id), ...(liveId ? [liveId] : [])],
    [chat.messages, liveId],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || busy || isUsedUp) return;
    setSending(true);
    setDraft('');
    list.current?.scrollToBottom();
    try {
      await chat.send(content);
    } catch {
      setDraft(content);
    } finally {
      setSending(false);
    }
  };

  const avatarUrl = chat.character?.portraitUrl ?? '';
  const renderMessage = (index: number) => {
    const stored = chat.messages[index];
    const message = stored ?? (chat.live && liveMessage(chat.live, conversationId));
    if (!message) return null;
    return (
      <>
        {startsDay(stored ? chat.messages : [...chat.messages, message], index) && (
          <DaySeparator iso={message.createdAt} />
        )}
        <MessageBubble
          message={message}
          avatarUrl={avatarUrl}
          characterName={chat.character?.nick ?? ''}
          queuePosition={stored ? null : (chat.live?.queuePosition ?? null)}
        />
      </>
    );
  };

  return (
    <div className="conversation-page">
      <DemoModelNote />
      <MessageList
        ref={list}
        keys={keys}
        renderItem={renderMessage}
        hasOlder={chat.olderCursor !== null}
        isLoadingOlder={chat.isLoadingOlder}
        onLoadOlder={() => void chat.loadOlder().catch(() => {})}
      />
      <ReplyAnnouncer messages={chat.messages} isLoaded={chat.loaded} />
      {chat.loaded && isUsedUp && (
        <div className="tour__used-up" role="status">
          <p>
            {t`You used your free messages. Sign in to keep chatting: this conversation comes with you.`}
          </p>
          <p className="tour__hint">
            {t`VIP members get 1,000 energy, the advanced model and sharp photos.`}
          </p>
          <Button size="m" stretched onClick={onSignIn}>{t`Sign in to keep chatting`}</Button>
          <Button
            size="m"
            stretched
            mode="bezeled"
            className="tour__get-vip"
            onClick={() =>
              emitAppEvent('showPremium', { comeFrom: 'tour_quota', fromLanding: true })
            }
          >
            {t`Get VIP`}
          </Button>
        </div>
      )}
      {chat.loaded && !isUsedUp && (
        <ChatComposer
          draft={draft}
          onDraftChange={setDraft}
          isEditing={false}
          onCancelEdit={() => {}}
          costText={t`Free messages left: ${quota.messagesLeft} of ${quota.messageQuota}`}
          isSendDisabled={busy || !draft.trim()}
          onSubmit={(event) => void submit(event)}
        />
      )}
    </div>
  );
}
