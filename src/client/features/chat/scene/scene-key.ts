/** The query key of a conversation's scene, shared by the chat's line and its sheet. */
export const sceneKey = (conversationId: string) => ['conversation-scene', conversationId] as const;
