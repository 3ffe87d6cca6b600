import { emitAppEvent } from '@client/app/app-events';
import { ChatIcon } from '@client/components/icons/icons';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { withCatalogPart } from '@client/i18n/activate-locale';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import type { ConversationSummary } from '@contract/api/chat-endpoints';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useChatListFirstSteps } from '../first-steps/chat-list-first-steps';
import { LazyFirstStepTip } from '../first-steps/lazy-first-step-tip';
import { listConversations } from './api/list-conversations';
import type { ConversationMenuTarget } from './conversation-menu';
import { formatMessageTime } from './format-message-time';
import './chat-list-screen.css';

/** The chat's menu, with its texts, loads when first opened: the list is a first page. */
const ConversationMenu = lazy(
  withCatalogPart('chat', async () => ({
    default: (await import('./conversation-menu')).ConversationMenu,
  })),
);

/** How long a press on a chat opens its menu. */
const LONG_PRESS_MS = 500;

/** The chat list's pages loaded so far, as one list. */
interface ChatListPages {
  list: ConversationSummary[];
  nextCursor: string | null;
}

/** Chats: my conversations, latest first, each with its last message and time. */
export default function ChatListScreen() {
  const { t, i18n } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  const listKey = ['conversations', uid] as const;
  // A list loaded before shows at once on the way back (spec §2) and is refreshed behind.
  const state =
    useApiQuery<ChatListPages>({
      queryKey: listKey,
      queryFn: () => listConversations({}, { silent: true }),
      enabled: Boolean(uid),
    }).data ?? null;
  const setState = (change: (current: ChatListPages | undefined) => ChatListPages | undefined) =>
    queryClient.setQueryData<ChatListPages>(listKey, change);
  const [loadingMore, setLoadingMore] = useState(false);
  const [menuFor, setMenuFor] = useState<ConversationMenuTarget | null>(null);
  const holdTimer = useRef<number | undefined>(undefined);
  const heldOpen = useRef(false);
  const firstStep = useChatListFirstSteps({ hasChats: Boolean(uid && state?.list.length) });

  const openMenu = (item: {
    conversationId: string;
    character: { characterId: string; nick: string };
  }) =>
    setMenuFor({
      conversationId: item.conversationId,
      characterId: item.character.characterId,
      nick: item.character.nick,
    });

  const loadMore = async () => {
    const cursor = state?.nextCursor;
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await listConversations({ cursor });
      // Appended only to the list it continues (not to one refreshed meanwhile).
      setState((current) =>
        current?.nextCursor === cursor
          ? { list: [...current.list, ...page.list], nextCursor: page.nextCursor }
          : current,
      );
    } catch {
      // Shown by the API error listener.
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <PageFrame title={t`Chats`} hasBottomNav>
      {!uid && (
        <div className="empty-state">
          <span className="empty-state__art">
            <ChatIcon size={44} />
          </span>
          <p>{t`Sign in to see your conversations.`}</p>
          <div className="empty-state__actions">
            <Button
              size="l"
              stretched
              onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
            >{t`Sign in`}</Button>
            <Link href={ROUTES.tourChat} className="empty-state__link">
              {t`Try a chat without signing in`}
            </Link>
          </div>
        </div>
      )}
      {uid && state && state.list.length === 0 && (
        <div className="empty-state">
          <span className="empty-state__art">
            <ChatIcon size={44} />
          </span>
          <p>{t`No conversations yet. Pick a character to start one.`}</p>
          <div className="empty-state__actions">
            <Link href="/" className="empty-state__button">
              {t`Browse characters`}
            </Link>
          </div>
        </div>
      )}
      <LazyFirstStepTip step={firstStep} />
      {uid && state && (
        <ul className="chat-list">
          {state.list.map((item) => (
            <li
              key={item.conversationId}
              // A long press (or a right click) opens what can be done with the whole chat.
              onContextMenu={(event) => {
                event.preventDefault();
                openMenu(item);
              }}
              onPointerDown={() => {
                heldOpen.current = false;
                holdTimer.current = window.setTimeout(() => {
                  heldOpen.current = true;
                  openMenu(item);
                }, LONG_PRESS_MS);
              }}
              onPointerUp={() => window.clearTimeout(holdTimer.current)}
              onPointerLeave={() => window.clearTimeout(holdTimer.current)}
              onPointerCancel={() => window.clearTimeout(holdTimer.current)}
            >
              <Link
                href={`/chat/${item.conversationId}`}
                className="chat-list__item"
                onClick={(event) => {
                  // The press that opened the menu does not also open the chat.
                  if (heldOpen.current) event.preventDefault();
                }}
              >
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
              <button
                type="button"
                className="icon-button chat-list__menu"
                aria-label={t`More for the chat with ${item.character.nick}`}
                onClick={() => openMenu(item)}
              >
                ⋯
              </button>
            </li>
          ))}
        </ul>
      )}
      {menuFor && (
        <Suspense fallback={null}>
          <ConversationMenu
            target={menuFor}
            onClose={() => setMenuFor(null)}
            onDeleted={(conversationId) =>
              setState(
                (current) =>
                  current && {
                    ...current,
                    list: current.list.filter((each) => each.conversationId !== conversationId),
                  },
              )
            }
          />
        </Suspense>
      )}
      {state?.nextCursor && (
        <button type="button" className="chat-list__more" onClick={loadMore} disabled={loadingMore}>
          {t`Show more`}
        </button>
      )}
    </PageFrame>
  );
}
