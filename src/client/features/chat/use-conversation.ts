import { useOptionalBridge } from '@client/bridge/bridge-context';
import { showToast } from '@client/components/toast/toast-store';
import { createActionKeys } from '@client/lib/api/action-keys';
import type { CallOptions } from '@client/lib/api/api-client';
import { refreshProfile } from '@client/session/profile-atom';
import type { CharacterCard } from '@contract/api/character-endpoints';
import type {
  ChatMessage,
  ChatStreamEvent,
  ConversationStory,
  messageListEndpoint,
} from '@contract/api/chat-endpoints';
import type { EndpointOutput } from '@contract/api/endpoint';
import { REFUSAL_CODE } from '@contract/api-codes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseAlternative } from './api/choose-alternative';
import { deleteMessage } from './api/delete-message';
import { editMessage } from './api/edit-message';
import { joinReply } from './api/join-reply';
import { listMessages } from './api/list-messages';
import { regenerateReply } from './api/regenerate-reply';
import { sendGift } from './api/send-gift';
import { sendMessage } from './api/send-message';

/** The reply being written: its text so far and, while waiting, its place in the queue. */
export interface LiveReply {
  id: string;
  content: string;
  queuePosition: number | null;
}

/** The reply being written, as a message the bubble can show. */
export function liveMessage(live: LiveReply, conversationId: string): ChatMessage {
  return {
    id: live.id,
    conversationId,
    role: 'character',
    content: live.content,
    status: 'streaming',
    alternatives: [],
    giftId: null,
    photo: null,
    createdAt: new Date().toISOString(),
  };
}

/** A reply the moderation checker stopped, in place of the text shown of it. */
function withheldMessage(id: string, conversationId: string): ChatMessage {
  return {
    ...liveMessage({ id, content: '', queuePosition: null }, conversationId),
    status: 'withheld',
  };
}

type StreamingCall<Params, Answer = unknown> = (
  params: Params,
  onEvent: (event: ChatStreamEvent) => void,
  options: CallOptions,
) => Promise<Answer>;

/** The calls a conversation makes; the tour passes its own, which carry the visitor's token. */
export interface ConversationCalls {
  list(
    params: { conversationId: string; cursor?: string },
    options: CallOptions,
  ): Promise<EndpointOutput<typeof messageListEndpoint>>;
  /** Streams the reply being written; answers `{ reply: null }` plainly when there is none. */
  join: StreamingCall<{ conversationId: string }, { reply: ChatMessage | null } | null>;
  send: StreamingCall<{ conversationId: string; content: string; askPhoto?: boolean }>;
}

const SIGNED_IN_CALLS: ConversationCalls = {
  list: listMessages,
  join: joinReply,
  send: sendMessage,
};

type PaidCallOptions = { signal: AbortSignal; idempotencyKey: string };

export interface ConversationOptions {
  /** The toast when a reply fails. */
  failureText: string;
  calls?: ConversationCalls;
  /** After each reply, paid or refunded: reloads the balances (or the tour's free messages). */
  onReplySettled?: () => void;
}

const refreshBalances = () => void refreshProfile({ force: true });

/**
 * One conversation: its newest page, older pages on demand, sending with the streamed reply, and
 * joining a reply that was still being written when the chat was opened (after a reload).
 */
export function useConversation(
  conversationId: string,
  { failureText, calls = SIGNED_IN_CALLS, onReplySettled = refreshBalances }: ConversationOptions,
) {
  const [character, setCharacter] = useState<CharacterCard | null>(null);
  /** The story the conversation was started from, shown at its start. */
  const [story, setStory] = useState<ConversationStory | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const loadingOlder = useRef(false);
  const [live, setLive] = useState<LiveReply | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [missing, setMissing] = useState(false);
  const leaving = useRef(new AbortController());
  /** The reply the stream is about, known from its `accepted` event. */
  const streamingId = useRef<string | null>(null);
  // Telegram's haptics mark a message leaving and a reply arriving.
  const bridge = useOptionalBridge();

  /** Applies one streamed event to the screen. */
  const apply = useCallback(
    (event: ChatStreamEvent) => {
      if (event.type === 'accepted') {
        const { userMessage, replyId } = event.data;
        streamingId.current = replyId;
        // A new version of a reply streams in place of the one it replaces; an edited message
        // comes back changed, in its place as the latest message.
        setMessages((list) => [
          ...list.filter((item) => item.id !== replyId && item.id !== userMessage?.id),
          ...(userMessage ? [userMessage] : []),
        ]);
        setLive((current) => current ?? { id: replyId, content: '', queuePosition: null });
      } else if (event.type === 'queue') {
        setLive((current) => current && { ...current, queuePosition: event.data.position });
      } else if (event.type === 'chunk') {
        setLive(
          (current) =>
            current && {
              ...current,
              content: current.content + event.data.text,
              queuePosition: null,
            },
        );
      } else if (event.type === 'done') {
        bridge?.haptic('light');
        setLive(null);
        setMessages((list) => [
          ...list.filter((item) => item.id !== event.data.message.id),
          event.data.message,
        ]);
      } else if (event.data.code === REFUSAL_CODE.unsafeReply) {
        // What was shown of it goes; its bubble says why instead, and what it cost comes back.
        const id = streamingId.current;
        setLive(null);
        if (id) {
          setMessages((list) => [
            ...list.filter((item) => item.id !== id),
            withheldMessage(id, conversationId),
          ]);
        }
        onReplySettled();
      } else {
        setLive(null);
        showToast(failureText);
        onReplySettled();
      }
    },
    [bridge, conversationId, failureText, onReplySettled],
  );

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    setLoaded(false);
    setLive(null);
    calls
      .list({ conversationId }, { signal: controller.signal })
      .then((page) => {
        setCharacter(page.character);
        setStory(page.story);
        const streaming = page.list.at(-1)?.status === 'streaming' ? page.list.at(-1) : undefined;
        setMessages(page.list.filter((message) => message.status !== 'streaming'));
        setOlderCursor(page.nextCursor);
        setLoaded(true);
        if (streaming) {
          setLive({ id: streaming.id, content: '', queuePosition: null });
          calls
            .join({ conversationId }, apply, { signal: controller.signal, silent: true })
            .then(async (answer) => {
              // Answered plainly: the reply ended between the two calls. Show it as it ended.
              if (!answer) return;
              const page = await calls.list({ conversationId }, { signal: controller.signal });
              setLive(null);
              setMessages(page.list.filter((message) => message.status !== 'streaming'));
            })
            .catch(() => {});
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) setMissing(true);
      });
    return () => controller.abort();
  }, [conversationId, apply, calls]);

  /** Loads the page before the oldest loaded message; a call while one is on its way does nothing. */
  const loadOlder = useCallback(async () => {
    if (!olderCursor || loadingOlder.current) return;
    loadingOlder.current = true;
    setIsLoadingOlder(true);
    const { signal } = leaving.current;
    try {
      const page = await calls.list({ conversationId, cursor: olderCursor }, { signal });
      setMessages((list) => [...page.list, ...list]);
      setOlderCursor(page.nextCursor);
    } finally {
      loadingOlder.current = false;
      setIsLoadingOlder(false);
    }
  }, [conversationId, olderCursor, calls]);

  const [actionKeys] = useState(createActionKeys);

  /**
   * Runs a paid call that streams a reply, then reloads the balances it changed. `action` names
   * what is paid for: done again after an answer was lost, it is the same action (the same
   * idempotency key), which the server charges once.
   */
  const streamPaidReply = useCallback(
    async (
      action: string,
      call: (onEvent: typeof apply, options: PaidCallOptions) => Promise<unknown>,
    ) => {
      const idempotencyKey = actionKeys.keyFor(action);
      try {
        await call(apply, { signal: leaving.current.signal, idempotencyKey });
        actionKeys.settle(action);
      } catch (error) {
        actionKeys.settle(action, error);
        throw error;
      } finally {
        onReplySettled();
      }
    },
    [apply, onReplySettled, actionKeys],
  );

  /** Sends a message; `askPhoto` asks her for one of her photos with it. */
  const send = useCallback(
    (content: string, askPhoto = false) => {
      bridge?.haptic('light');
      return streamPaidReply(`send:${askPhoto}:${content}`, (onEvent, options) =>
        calls.send({ conversationId, content, askPhoto }, onEvent, options),
      );
    },
    [bridge, conversationId, streamPaidReply, calls],
  );

  const giveGift = useCallback(
    (giftId: string) =>
      streamPaidReply(`gift:${giftId}`, (onEvent, options) =>
        sendGift({ conversationId, giftId }, onEvent, options),
      ),
    [conversationId, streamPaidReply],
  );

  /** Writes her last reply again; a `hint` ("Try again, but…") steers the new version. */
  const regenerate = useCallback(
    (hint?: string) =>
      streamPaidReply(`regenerate:${hint ?? ''}`, (onEvent, options) =>
        regenerateReply({ conversationId, ...(hint ? { hint } : {}) }, onEvent, options),
      ),
    [conversationId, streamPaidReply],
  );

  /** Replaces one message with what the server answered. */
  const replace = useCallback((message: ChatMessage) => {
    setMessages((list) => list.map((item) => (item.id === message.id ? message : item)));
  }, []);

  const showPreviousVersion = useCallback(
    async (message: ChatMessage) => {
      const answer = await chooseAlternative({
        conversationId,
        messageId: message.id,
        index: message.alternatives.length - 1,
      });
      replace(answer.message);
    },
    [conversationId, replace],
  );

  /** Changes my latest message; she writes her reply to the new text, paid like a new reply. */
  const edit = useCallback(
    (message: ChatMessage, content: string) =>
      streamPaidReply(`edit:${message.id}:${content}`, (onEvent, options) =>
        editMessage({ conversationId, messageId: message.id, content }, onEvent, options),
      ),
    [conversationId, streamPaidReply],
  );

  const remove = useCallback(
    async (message: ChatMessage) => {
      await deleteMessage({ conversationId, messageId: message.id });
      setMessages((list) => list.filter((item) => item.id !== message.id));
    },
    [conversationId],
  );

  return {
    character,
    story,
    messages,
    olderCursor,
    isLoadingOlder,
    live,
    loaded,
    missing,
    loadOlder,
    send,
    giveGift,
    regenerate,
    showPreviousVersion,
    edit,
    remove,
    replace,
  };
}
