/**
 * Paths of managing a conversation (delete it, reset her memory). Apart from `ENDPOINT_PATHS`
 * because only the chat screens call them: the first load of other pages does not carry them.
 */
export const CONVERSATION_MANAGE_PATHS = {
  deleteConversation: '/v1/session/delete',
  resetMemory: '/v1/session/memory/reset',
} as const;
