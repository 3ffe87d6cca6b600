import { useRouteParam } from '@client/app/use-route-param';
import { MemoryIcon } from '@client/components/icons/icons';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { withCatalogPart } from '@client/i18n/activate-locale';
import { currentAbVariant } from '@client/lib/ab/ab-variant';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import { GOOD_CHAT_REPLIES } from '@contract/ab-test';
import type { ChatMessage } from '@contract/api/chat-endpoints';
import { chatMessageCost } from '@contract/chat-cost';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import {
  type FormEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'wouter';
import { appConfigAtom } from '../app-config/app-config-atom';
import { LazyReportSheet } from '../community/trust/lazy-report-sheet';
import type { ReportTargetRef } from '../community/trust/report-sheet';
import { useConversationFirstSteps } from '../first-steps/conversation-first-steps';
import { LazyFirstStepTip } from '../first-steps/lazy-first-step-tip';
import { GetVipButton } from '../payments/premium/get-vip-button';
import { ChatComposer } from './chat-composer';
import { ChatLockNotice } from './chat-lock-notice';
import { ComposerTools } from './composer-tools';
import { ConversationMenu, type ConversationMenuTarget } from './conversation-menu';
import { ConversationMessageRow } from './conversation-message-row';
import { DaySeparator } from './day-separator';
import { DemoModelNote } from './demo-model-note';
import { GiftSheet } from './gift-sheet';
import type { MessageActionHandlers } from './message-actions';
import { MessageBubble } from './message-bubble';
import { MessageList, type MessageListHandle } from './message-list';
import { startsDay } from './message-times';
import { ReplyAnnouncer } from './reply-announcer';
import { SceneLine } from './scene/scene-line';
import { StoryStart } from './story-start';
import { useChatLock } from './use-chat-lock';
import { liveMessage, useConversation } from './use-conversation';
import { useJumpToMessage } from './use-jump-to-message';
import { useListen } from './use-listen';
import './conversation-screen.css';

// The invite suggestion and its texts load only when a chat has gone well.
const ShareAfterChat = lazy(
  withCatalogPart('rewards', () => import('../rewards/invite/share-after-chat')),
);

/** The list key of the story's card; message keys are their numeric ids. */
const STORY_START_KEY = 'story-start';

/** One conversation: messages, the streamed reply, and the composer with the message's cost. */
export default function ConversationScreen() {
  const { t } = useLingui();
  const conversationId = useRouteParam('conversationId') ?? '';
  const goBack = useGoBack(ROUTES.chat);
  const profile = useAtomValue(profileAtom);
  const chat = useConversation(conversationId, {
    failureText: t`The reply could not be written; what you paid was refunded`,
  });
  const [draft, setDraft] = useState('');
  const [reporting, setReporting] = useState<ReportTargetRef | null>(null);
  const [sending, setSending] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const list = useRef<MessageListHandle>(null);
  const [isGiftSheetOpen, setIsGiftSheetOpen] = useState(false);
  const [menuFor, setMenuFor] = useState<ConversationMenuTarget | null>(null);
  const [, navigate] = useLocation();
  const closeGiftSheet = useCallback(() => setIsGiftSheetOpen(false), []);
  const hasGifts = useAtomValue(appConfigAtom)?.features.gifts ?? true;
  const hasVoiceInput = useAtomValue(appConfigAtom)?.voiceInput ?? false;
  const highlightedId = useJumpToMessage(chat, list);
  const listening = useListen(conversationId);

  useEffect(() => {
    void refreshProfile();
  }, []);

  const replyCount = chat.messages.filter((message) => message.role === 'character').length;
  // The suggestion follows a reply that arrives while the person is here, never an old chat
  // opened: replies after the newest message at opening count (older pages loaded by scrolling
  // back land before it, so they never do).
  const [newestAtOpen, setNewestAtOpen] = useState<string | null | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another conversation starts afresh
  useEffect(() => setNewestAtOpen(undefined), [conversationId]);
  useEffect(() => {
    if (chat.loaded && newestAtOpen === undefined)
      setNewestAtOpen(chat.messages.at(-1)?.id ?? null);
  }, [chat.loaded, newestAtOpen, chat.messages]);
  const openedAt = chat.messages.findIndex((message) => message.id === newestAtOpen);
  const hasNewReply =
    newestAtOpen !== undefined &&
    chat.messages.slice(openedAt + 1).some((message) => message.role === 'character');
  // After how many replies a chat is a good one, worth sharing, is what the A/B switch tries.
  const isGoodChat =
    hasNewReply && replyCount >= GOOD_CHAT_REPLIES[currentAbVariant(profile?.user.ab)];
  const firstStep = useConversationFirstSteps({
    isLoaded: chat.loaded,
    sentCount: chat.messages.filter((message) => message.role === 'user').length,
    hasNewReply,
  });

  const liveId = chat.live?.id;
  // The scene line asks again once a reply is finished: the model updates the scene after it.
  const lastReply = chat.messages.findLast((message) => message.role === 'character');
  const lastReplyId =
    lastReply?.status === 'done' ? `${lastReply.id}:${lastReply.alternatives.length}` : null;
  // The story's card heads the history once its true start is loaded, as an item of its own.
  const showsStory = chat.story !== null && chat.olderCursor === null;
  const keys = useMemo(
    () => [
      ...(showsStory ? [STORY_START_KEY] : []),
      ...chat.messages.map((message) => message.id),
      ...(liveId ? [liveId] : []),
    ],
    [showsStory, chat.messages, liveId],
  );

  const cost = profile ? chatMessageCost(profile.user) : null;
  const costText = !profile
    ? ''
    : cost?.currency === 'energy'
      ? t`${cost.amount} energy per message · ${profile.user.energy} left`
      : cost
        ? t`${cost.amount} coins per message · ${profile.user.goldBalance} coins left`
        : t`Out of energy and coins. Get VIP, buy coins or wait for energy to refill.`;
  // Saving an edit has her answer the new text: a new reply, paid like one, said before saving.
  const editCostText =
    profile && cost?.currency === 'energy'
      ? t`Saving writes her new reply: ${cost.amount} energy · ${profile.user.energy} left`
      : profile && cost
        ? t`Saving writes her new reply: ${cost.amount} coins · ${profile.user.goldBalance} coins left`
        : costText;
  const busy = sending || chat.live !== null;
  const chatLock = useChatLock(profile?.chatLock ?? null);
  const latestMineId = chat.messages.findLast((message) => message.role === 'user')?.id ?? null;

  /** Sends something that streams a reply: one at a time, shown from the newest message. */
  const sendAndFollow = async (action: () => Promise<void>) => {
    if (busy) return;
    setSending(true);
    list.current?.scrollToBottom();
    try {
      await action();
    } catch {
      // Refusals are shown by the API error listener.
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || busy || chatLock) return;
    setSending(true);
    setDraft('');
    try {
      if (editing) {
        list.current?.scrollToBottom();
        await chat.edit(editing, content);
        setEditing(null);
      } else {
        // Sending means reading the newest messages again, wherever the person had scrolled.
        list.current?.scrollToBottom();
        await chat.send(content);
      }
    } catch {
      // Refused: give the text back so nothing typed is lost.
      setDraft(content);
    } finally {
      setSending(false);
    }
  };

  const actionHandlers: Omit<MessageActionHandlers, 'onClose'> = {
    onRegenerate: (hint) => {
      setSelectedId(null);
      void chat.regenerate(hint).catch(() => {});
    },
    onPreviousVersion: (item) => void chat.showPreviousVersion(item).catch(() => {}),
    onEdit: (item) => {
      setSelectedId(null);
      setEditing(item);
      setDraft(item.content);
    },
    onDelete: (item) => {
      setSelectedId(null);
      void chat.remove(item).catch(() => {});
    },
    onReport: (item) => {
      setSelectedId(null);
      setReporting({ type: 'message', id: item.id, name: '' });
    },
  };

  /** The message at `index` of the loaded messages (one past them: the reply being written). */
  const renderMessage = (index: number) => {
    const message = chat.messages[index];
    if (!message) {
      if (!chat.live) return null;
      const live = liveMessage(chat.live, conversationId);
      return (
        <>
          {startsDay([...chat.messages, live], index) && <DaySeparator iso={live.createdAt} />}
          <MessageBubble
            message={live}
            avatarUrl={chat.character?.portraitUrl ?? ''}
            queuePosition={chat.live.queuePosition}
          />
        </>
      );
    }
    const isOpen = selectedId === message.id && !busy;
    return (
      <ConversationMessageRow
        message={message}
        startsDay={startsDay(chat.messages, index)}
        character={{
          portraitUrl: chat.character?.portraitUrl ?? '',
          nick: chat.character?.nick ?? '',
        }}
        isHighlighted={message.id === highlightedId}
        listening={listening}
        isOpen={isOpen}
        onToggleActions={() => setSelectedId(isOpen ? null : message.id)}
        isLastReply={
          index === chat.messages.length - 1 &&
          message.role === 'character' &&
          chat.messages[index - 1]?.role === 'user'
        }
        isMyLatest={message.id === latestMineId}
        handlers={{ ...actionHandlers, onClose: () => setSelectedId(null) }}
        onChange={chat.replace}
      />
    );
  };

  const renderItem = (index: number) => {
    if (!showsStory) return renderMessage(index);
    return index === 0 ? chat.story && <StoryStart story={chat.story} /> : renderMessage(index - 1);
  };

  return (
    <PageFrame
      title={chat.character?.nick ?? ''}
      onBack={goBack}
      isFullHeight
      actions={
        chat.loaded && (
          <>
            <Link
              href={`/chat/${conversationId}/memory`}
              className="icon-button"
              aria-label={t`Memories`}
            >
              <MemoryIcon />
            </Link>
            <button
              type="button"
              className="icon-button conversation__more"
              aria-label={t`More`}
              onClick={() =>
                chat.character &&
                setMenuFor({
                  conversationId,
                  characterId: chat.character.characterId,
                  nick: chat.character.nick,
                })
              }
            >
              ⋯
            </button>
          </>
        )
      }
    >
      {chat.missing && (
        <p className="conversation__missing">{t`This conversation does not exist.`}</p>
      )}
      <div className="conversation-page">
        {chat.loaded && !chat.missing && (
          <SceneLine conversationId={conversationId} lastReplyId={lastReplyId} />
        )}
        <DemoModelNote />
        <MessageList
          key={conversationId}
          ref={list}
          keys={keys}
          renderItem={renderItem}
          hasOlder={chat.olderCursor !== null}
          isLoadingOlder={chat.isLoadingOlder}
          onLoadOlder={() => void chat.loadOlder().catch(() => {})}
        />
        <ReplyAnnouncer
          key={`announcer-${conversationId}`}
          messages={chat.messages}
          isLoaded={chat.loaded}
        />
        {isGoodChat && chat.character ? (
          <Suspense fallback={null}>
            <ShareAfterChat characterId={chat.character.characterId} nick={chat.character.nick} />
          </Suspense>
        ) : (
          <LazyFirstStepTip step={firstStep} />
        )}
        {chat.loaded && (
          <ChatComposer
            draft={draft}
            onDraftChange={setDraft}
            isEditing={editing !== null}
            onCancelEdit={() => {
              setEditing(null);
              setDraft('');
            }}
            costText={editing ? editCostText : costText}
            lockNotice={chatLock && <ChatLockNotice lockedUntil={chatLock.lockedUntil} />}
            isSendDisabled={busy || !draft.trim() || (profile !== null && !cost)}
            onSubmit={(event) => void submit(event)}
            offers={
              profile !== null &&
              !cost && (
                <>
                  <GetVipButton
                    className="composer__offer"
                    request={{ comeFrom: 'miniapp_energy' }}
                  >
                    {t`Get VIP`}
                  </GetVipButton>
                  <Link
                    href={`${ROUTES.buyCoins}?from=miniapp_energy`}
                    className="composer__offer composer__offer--secondary"
                  >
                    {t`Buy coins`}
                  </Link>
                </>
              )
            }
            tools={
              !editing && (
                <ComposerTools
                  conversationId={conversationId}
                  isBusy={busy}
                  canPay={profile === null || cost !== null}
                  hasGifts={hasGifts}
                  hasVoiceInput={hasVoiceInput && profile !== null}
                  onOpenGifts={() => setIsGiftSheetOpen(true)}
                  onAskForPhoto={() =>
                    void sendAndFollow(() =>
                      chat.send(t`Will you send me a photo of yourself?`, true),
                    )
                  }
                  onTranscript={(text) => void sendAndFollow(() => chat.send(text))}
                />
              )
            }
          />
        )}
        <GiftSheet
          isOpen={isGiftSheetOpen}
          onClose={closeGiftSheet}
          coins={profile?.user.goldBalance ?? 0}
          onGive={(giftId) => void sendAndFollow(() => chat.giveGift(giftId))}
        />
      </div>
      <ConversationMenu
        target={menuFor}
        onClose={() => setMenuFor(null)}
        onDeleted={() => navigate(ROUTES.chat, { replace: true })}
      />
      <LazyReportSheet target={reporting} onClose={() => setReporting(null)} />
    </PageFrame>
  );
}
