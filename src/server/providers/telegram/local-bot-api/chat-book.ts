/**
 * The chats this local Bot API knows and who is in them: enough for `getChatMember` on the
 * support channel. A chat is known once someone joined it (`POST /chats/<chat>/members`), like a
 * channel the bot administers; any other chat answers "chat not found" as Telegram does.
 */
export class ChatBook {
  private readonly members = new Map<string, Set<number>>();

  join(chatId: string, userId: number): void {
    const chat = this.members.get(chatId) ?? new Set<number>();
    chat.add(userId);
    this.members.set(chatId, chat);
  }

  leave(chatId: string, userId: number): void {
    this.members.get(chatId)?.delete(userId);
  }

  hasChat(chatId: string): boolean {
    return this.members.has(chatId);
  }

  isMember(chatId: string, userId: number): boolean {
    return this.members.get(chatId)?.has(userId) ?? false;
  }
}

/** Messages saved with `savePreparedInlineMessage`, by id, for the user who may send them. */
export class PreparedMessages {
  private readonly messages = new Map<string, { userId: number; result: unknown }>();
  private next = 1;

  add(userId: number, result: unknown): string {
    const id = `prepared-${this.next++}`;
    this.messages.set(id, { userId, result });
    return id;
  }

  find(id: string) {
    return this.messages.get(id) ?? null;
  }
}
