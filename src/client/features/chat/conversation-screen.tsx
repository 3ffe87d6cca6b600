import { useRouteParam } from '@client/app/use-route-param';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { MAX_MESSAGE_LENGTH } from '@contract/api/chat-endpoints';
import { chatMessageCost } from '@contract/chat-cost';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { profileAtom, refreshProfile } from '../account/profile-atom';
import { MessageActions } from './message-actions';
import { MessageBubble } from './message-bubble';
import { useConversation } from './use-conversation';
import './conversation-screen.css';

/** One conversation: messages, the streamed reply, and the composer with the message's cost. */
export default function ConversationScreen() {
  const { t } = useLingui();
  const conversationId = useRouteParam('conversationId') ?? '';
  const goBack = useGoBack(ROUTES.chat);
  const profile = useAtomValue(profileAtom);
  const chat = useConversation(
    conversationId,
    t`The reply could not be written; what you paid was refunded`,
  );
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const firstPaint = useRef(true);

  useEffect(() => {
    void refreshProfile();
  }, []);

  // Opens on the newest message and follows the reply as it grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new messages and text are the triggers
  useLayoutEffect(() => {
    if (!chat.loaded) return;
    bottom.current?.scrollIntoView({
      block: 'end',
      behavior: firstPaint.current ? 'auto' : 'smooth',
    });
    firstPaint.current = false;
  }, [chat.loaded, chat.messages.length, chat.live?.content]);

  const loadOlder = async () => {
    const before = document.documentElement.scrollHeight;
    await chat.loadOlder().catch(() => {});
    // Keeps the message the user was reading in place.
    window.scrollBy(0, document.documentElement.scrollHeight - before);
  };

  const cost = profile ? chatMessageCost(profile.user) : null;
  const costText = !profile
    ? ''
    : cost?.currency === 'energy'
      ? t`${cost.amount} energy per message · ${profile.user.energy} left`
      : cost
        ? t`${cost.amount} coins per message · ${profile.user.goldBalance} coins left`
        : t`Out of energy and coins. Get VIP, buy coins or wait for energy to refill.`;
  const busy = sending || chat.live !== null;
  const latestMineId = chat.messages.findLast((message) => message.role === 'user')?.id ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || busy) return;
    setSending(true);
    setDraft('');
    try {
      if (editing) {
        await chat.edit(editing, content);
        setEditing(null);
      } else {
        await chat.send(content);
      }
    } catch {
      // Refused: give the text back so nothing typed is lost.
      setDraft(content);
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame title={chat.character?.nick ?? ''} onBack={goBack}>
      {chat.missing && (
        <p className="conversation__missing">{t`This conversation does not exist.`}</p>
      )}
      <div className="conversation-page">
        <div className="conversation" aria-live="polite">
          {chat.olderCursor && (
            <button type="button" className="conversation__older" onClick={loadOlder}>
              {t`Load earlier messages`}
            </button>
          )}
          {chat.messages.map((message, index) => (
            <div key={message.id}>
              <MessageBubble
                message={message}
                avatarUrl={chat.character?.portraitUrl ?? ''}
                onSelect={() => setSelectedId(selectedId === message.id ? null : message.id)}
              />
              {selectedId === message.id && !busy && (
                <MessageActions
                  message={message}
                  isLastReply={
                    index === chat.messages.length - 1 &&
                    message.role === 'character' &&
                    chat.messages[index - 1]?.role === 'user'
                  }
                  isMyLatest={message.id === latestMineId}
                  handlers={{
                    onRegenerate: () => {
                      setSelectedId(null);
                      void chat.regenerate().catch(() => {});
                    },
                    onPreviousVersion: (item) =>
                      void chat.showPreviousVersion(item).catch(() => {}),
                    onEdit: (item) => {
                      setSelectedId(null);
                      setEditing(item);
                      setDraft(item.content);
                    },
                    onDelete: (item) => {
                      setSelectedId(null);
                      void chat.remove(item).catch(() => {});
                    },
                  }}
                />
              )}
            </div>
          ))}
          {chat.live && (
            <MessageBubble
              message={{
                id: chat.live.id,
                conversationId,
                role: 'character',
                content: chat.live.content,
                status: 'streaming',
                alternatives: [],
                giftId: null,
                photo: null,
                createdAt: new Date().toISOString(),
              }}
              avatarUrl={chat.character?.portraitUrl ?? ''}
              queuePosition={chat.live.queuePosition}
            />
          )}
          <div ref={bottom} />
        </div>
        {chat.loaded && (
          <form className="composer" onSubmit={submit}>
            {editing ? (
              <p className="composer__cost">
                {t`Editing your message`}{' '}
                <button
                  type="button"
                  className="composer__cancel"
                  onClick={() => {
                    setEditing(null);
                    setDraft('');
                  }}
                >
                  {t`Cancel`}
                </button>
              </p>
            ) : (
              <p className="composer__cost">{costText}</p>
            )}
            <div className="composer__row">
              <textarea
                className="composer__input text-field"
                value={draft}
                maxLength={MAX_MESSAGE_LENGTH}
                rows={1}
                placeholder={t`Write a message`}
                aria-label={t`Message`}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) void submit(event);
                }}
              />
              <button
                type="submit"
                className="composer__send"
                disabled={busy || !draft.trim() || (profile !== null && !cost)}
              >
                {editing ? t`Save` : t`Send`}
              </button>
            </div>
          </form>
        )}
      </div>
    </PageFrame>
  );
}
