import { type RefObject, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { MessageListHandle } from './message-list';
import type { useConversation } from './use-conversation';

/** Older pages loaded at most to reach a message; beyond that the chat stays at its end. */
const MAX_JUMP_PAGES = 40;
/** How long the message jumped to stays marked. */
const HIGHLIGHT_MS = 2500;

/**
 * Opens a conversation at the message named by `?message=` (a memory links to the message it came
 * from): loads older pages until that message is there, brings it into view and marks it for a
 * moment. Answers the id of the marked message.
 */
export function useJumpToMessage(
  chat: ReturnType<typeof useConversation>,
  list: RefObject<MessageListHandle | null>,
): string | null {
  const target = new URLSearchParams(useSearch()).get('message');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const pagesLoaded = useRef(0);
  const isDone = useRef(false);
  const { loaded, messages, olderCursor, isLoadingOlder, loadOlder } = chat;

  useEffect(() => {
    if (!target || isDone.current || !loaded || isLoadingOlder) return;
    if (messages.some((message) => message.id === target)) {
      isDone.current = true;
      setHighlighted(target);
      requestAnimationFrame(() => list.current?.scrollToKey(target));
      return;
    }
    const oldest = messages[0]?.id;
    const isOlder = oldest !== undefined && Number(target) < Number(oldest);
    if (olderCursor && isOlder && pagesLoaded.current < MAX_JUMP_PAGES) {
      pagesLoaded.current++;
      void loadOlder().catch(() => {
        isDone.current = true;
      });
      return;
    }
    // Deleted, or too far back: the chat stays at its newest message.
    isDone.current = true;
  }, [target, loaded, messages, olderCursor, isLoadingOlder, loadOlder, list]);

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}
