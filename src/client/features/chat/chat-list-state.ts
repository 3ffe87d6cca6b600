import type { ConversationSummary } from '@contract/api/chat-endpoints';
import { atom } from 'jotai';

/** The chat list as last loaded, so re-entering /chat shows it at once (spec §2). */
export const chatListAtom = atom<{ list: ConversationSummary[]; nextCursor: string | null } | null>(
  null,
);
