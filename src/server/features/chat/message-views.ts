import type { ChatMessage } from '@contract/api/chat-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import type { messages } from '../../db/schema/conversations';

export type MessageRow = typeof messages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: String(row.id),
    conversationId: row.conversationId,
    role: row.role,
    content: row.content,
    status: row.status,
    alternatives: row.alternatives,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The conversation list's preview of a message. */
export function previewOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}

/** What a caller is told when a reply failed; its charge has been refunded by then. */
export const REPLY_FAILED = {
  code: REFUSAL_CODE.generationFailed,
  msg: 'The reply could not be written; what you paid was refunded',
} as const;
