import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { users } from '../../src/server/db/schema/users';
import { openConversation, parseEvents, setBalances, streamCall } from './helpers/chat';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '2' });
});
afterAll(() => t.close());

interface Message {
  id: string;
  role: string;
  content: string;
  status: string;
  alternatives: string[];
}

const energyOf = async (uid: string) =>
  (await t.db.select({ energy: users.energy }).from(users).where(eq(users.id, uid)))[0]?.energy;

async function chatWithOneExchange(email: string, energy: number) {
  const person = await signInWithEmail(t, email);
  const conversationId = await openConversation(t, person.token, 'mei', true);
  await setBalances(t, person.uid, { energy, goldBalance: 0 });
  const sent = await t.call('/v1/session/chat', {
    token: person.token,
    conversationId,
    content: 'I love green tea',
  });
  expect(sent.envelope.code).toBe(0);
  const { userMessage, reply } = sent.envelope.data as { userMessage: Message; reply: Message };
  return { ...person, conversationId, userMessage, reply };
}

const listOf = async (token: string, conversationId: string) =>
  (
    (await t.call('/v1/session/message/list', { token, conversationId })).envelope.data as {
      list: Message[];
    }
  ).list;

describe('editing my latest message', () => {
  it('writes her reply to the new text in place of the old one, charged like a new reply', async () => {
    const chat = await chatWithOneExchange('edit@example.com', 5);
    expect(chat.reply.content).not.toContain('green tea');

    const edited = await t.call('/v1/session/message/edit', {
      token: chat.token,
      conversationId: chat.conversationId,
      messageId: chat.userMessage.id,
      // A question now: the demo answers a question, not the affection of the first text.
      content: 'Do you like black coffee?',
    });
    expect(edited.envelope.code).toBe(0);
    const data = edited.envelope.data as { message: Message; reply: Message };
    expect(data.message).toMatchObject({
      id: chat.userMessage.id,
      content: 'Do you like black coffee?',
    });
    expect(data.reply).toMatchObject({ id: chat.reply.id, status: 'done', alternatives: [] });
    // She answers the new text, in her words (the demo model never quotes it); the old answer is gone.
    expect(data.reply.content).not.toContain('black coffee');
    expect(data.reply.content).not.toBe(chat.reply.content);

    const list = await listOf(chat.token, chat.conversationId);
    expect(list.slice(-2).map((message) => message.content)).toEqual([
      'Do you like black coffee?',
      data.reply.content,
    ]);
    expect(list.some((message) => message.content === chat.reply.content)).toBe(false);
    // One energy for the message, one for the new reply.
    expect(await energyOf(chat.uid)).toBe(3);
    const charges = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, chat.uid), eq(ledgerEntries.reason, 'chat_regenerate')));
    expect(charges).toHaveLength(1);
  });

  it('streams the new reply, starting with the edited message', async () => {
    const chat = await chatWithOneExchange('edit.stream@example.com', 5);
    const response = await streamCall(t, '/v1/session/message/edit', {
      token: chat.token,
      conversationId: chat.conversationId,
      messageId: chat.userMessage.id,
      content: 'Tell me about the sea',
    });
    const events = parseEvents(await response.text());
    expect(events[0]).toMatchObject({
      type: 'accepted',
      data: { userMessage: { content: 'Tell me about the sea' }, replyId: chat.reply.id },
    });
    expect(events.at(-1)).toMatchObject({ type: 'done', data: { message: { id: chat.reply.id } } });
  });

  it('adds a reply when hers was deleted', async () => {
    const chat = await chatWithOneExchange('edit.deleted@example.com', 5);
    await t.call('/v1/session/message/delete', {
      token: chat.token,
      conversationId: chat.conversationId,
      messageId: chat.reply.id,
    });
    const edited = await t.call('/v1/session/message/edit', {
      token: chat.token,
      conversationId: chat.conversationId,
      messageId: chat.userMessage.id,
      content: 'Still there?',
    });
    const data = edited.envelope.data as { reply: Message };
    expect(data.reply.status).toBe('done');
    expect((await listOf(chat.token, chat.conversationId)).at(-1)?.id).toBe(data.reply.id);
  });

  it('refuses without energy or coins, older messages and gifts, changing nothing', async () => {
    const chat = await chatWithOneExchange('edit.refused@example.com', 1);
    const edit = (messageId: string, content = 'changed') =>
      t.call('/v1/session/message/edit', {
        token: chat.token,
        conversationId: chat.conversationId,
        messageId,
        content,
      });
    expect((await edit(chat.userMessage.id)).envelope.code).toBe(REFUSAL_CODE.notEnoughEnergy);
    expect((await listOf(chat.token, chat.conversationId)).at(-2)?.content).toBe(
      'I love green tea',
    );

    await setBalances(t, chat.uid, { energy: 5, goldBalance: 100 });
    await t.call('/v1/session/gift/send', {
      token: chat.token,
      conversationId: chat.conversationId,
      giftId: 'rose',
    });
    const gift = (await listOf(chat.token, chat.conversationId)).at(-2) as Message;
    expect((await edit(gift.id)).envelope.code).toBe(REFUSAL_CODE.messageNotEditable);
    expect((await edit(chat.userMessage.id)).envelope.code).toBe(REFUSAL_CODE.messageNotEditable);
    expect(await energyOf(chat.uid)).toBe(5);
  });

  it('charges a retried edit once', async () => {
    const chat = await chatWithOneExchange('edit.retry@example.com', 5);
    const body = {
      token: chat.token,
      conversationId: chat.conversationId,
      messageId: chat.userMessage.id,
      content: 'Once only',
      idempotencyKey: 'edit-retry-0001',
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call('/v1/session/message/edit', body)),
    );
    expect(answers.map((answer) => answer.envelope.code)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.envelope.data))).size).toBe(1);
    expect(await energyOf(chat.uid)).toBe(3);
  });
});
