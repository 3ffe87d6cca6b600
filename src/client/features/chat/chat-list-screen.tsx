import { emitAppEvent } from '@client/app/app-events';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { sessionUidAtom } from '../account/session';
import { listConversations } from './api/list-conversations';
import { chatListAtom } from './chat-list-state';
import { formatMessageTime } from './format-message-time';
import './chat-list-screen.css';

/** Chats: my conversations, latest first, each with its last message and time. */
export default function ChatListScreen() {
  const { t, i18n } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  const [state, setState] = useAtom(chatListAtom);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (!uid) return;
    // Shows the kept list at once and refreshes it behind.
    listConversations({}, { silent: true })
      .then(setState)
      .catch(() => {});
  }, [uid, setState]);

  const loadMore = async () => {
    if (!state?.nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await listConversations({ cursor: state.nextCursor });
      setState({ list: [...state.list, ...page.list], nextCursor: page.nextCursor });
    } catch {
      // Shown by the API error listener.
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <PageFrame title={t`Chats`} hasBottomNav>
      {!uid && (
        <div className="chat-list__empty">
          <p>{t`Sign in to see your conversations.`}</p>
          <Button
            onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
          >{t`Sign in`}</Button>
          <Link href={ROUTES.tourChat} className="chat-list__browse">
            {t`Try a chat without signing in`}
          </Link>
        </div>
      )}
      {uid && state && state.list.length === 0 && (
        <div className="chat-list__empty">
          <p>{t`No conversations yet. Pick a character to start one.`}</p>
          <Link href="/" className="chat-list__browse">
            {t`Browse characters`}
          </Link>
        </div>
      )}
      {uid && state && (
        <ul className="chat-list">
          {state.list.map((item) => (
            <li key={item.conversationId}>
              <Link href={`/chat/${item.conversationId}`} className="chat-list__item">
                <img className="chat-list__avatar" src={item.character.portraitUrl} alt="" />
                <span className="chat-list__text">
                  <span className="chat-list__name" dir="auto">
                    {item.character.nick}
                  </span>
                  {/* Her *actions* read as plain words in a one-line preview. */}
                  <span className="chat-list__last" dir="auto">
                    {item.lastMessage.replace(/\*/g, '')}
                  </span>
                </span>
                <time className="chat-list__time" dateTime={item.lastMessageAt}>
                  {formatMessageTime(item.lastMessageAt, i18n.locale)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {state?.nextCursor && (
        <button type="button" className="chat-list__more" onClick={loadMore} disabled={loadingMore}>
          {t`Show more`}
        </button>
      )}
    </PageFrame>
  );
}
