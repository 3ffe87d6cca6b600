import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../src/server/db/schema/conversations';
import { memoryFacts } from '../../src/server/db/schema/memory-facts';
import { openConversation, setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let user: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '0' });
  user = await signInWithEmail(t, 'manage.chats@example.com');
  other = await signInWithEmail(t, 'manage.other@example.com');
  await setBalances(t, user.uid, { energy: 100 });
});
afterAll(() => t.close());

async function chatWithFacts(characterId: string) {
  const conversationId = await openConversation(t, user.token, characterId, true);
  const sent = await t.call('/v1/session/chat', {
    token: user.token,
    conversationId,
    content: 'Hello there',
  });
  expect(sent.envelope.code).toBe(0);
  await t.db.insert(memoryFacts).values([
    { conversationId, text: 'Their name is Robin' },
    { conversationId, text: 'They work as a florist' },
  ]);
  return conversationId;
}

describe('managing a conversation', () => {
  it('resets her memory of one conversation, and only the owner may', async () => {
    const conversationId = await chatWithFacts('mei');
    const refused = await t.call('/v1/session/memory/reset', {
      token: other.token,
      conversationId,
    });
    expect(refused.envelope.code).toBe(2010);
    const reset = await t.call('/v1/session/memory/reset', { token: user.token, conversationId });
    expect(reset.envelope).toMatchObject({ code: 0, data: { forgotten: 2 } });
    const facts = await t.db
      .select()
      .from(memoryFacts)
      .where(eq(memoryFacts.conversationId, conversationId));
    expect(facts).toEqual([]);
    // The messages stay.
    const kept = await t.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(kept.length).toBeGreaterThan(0);
  });

  it('deletes a conversation with its messages and memory; a new chat with her starts fresh', async () => {
    const conversationId = await chatWithFacts('sofia');
    const refused = await t.call('/v1/session/delete', { token: other.token, conversationId });
    expect(refused.envelope.code).toBe(2010);
    const deleted = await t.call('/v1/session/delete', { token: user.token, conversationId });
    expect(deleted.envelope).toMatchObject({ code: 0, data: { deleted: true } });
    const list = await t.call('/v1/session/list', { token: user.token });
    const ids = (list.envelope.data as { list: Array<{ conversationId: string }> }).list.map(
      (item) => item.conversationId,
    );
    expect(ids).not.toContain(conversationId);
    expect(
      await t.db.select().from(messages).where(eq(messages.conversationId, conversationId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(memoryFacts).where(eq(memoryFacts.conversationId, conversationId)),
    ).toEqual([]);
    const again = await t.call('/v1/session/delete', { token: user.token, conversationId });
    expect(again.envelope.code).toBe(2010);
    const fresh = await openConversation(t, user.token, 'sofia');
    expect(fresh).not.toBe(conversationId);
  });

  it('waits for her answer: a conversation with a reply being written is not deleted', async () => {
    const conversationId = await openConversation(t, user.token, 'luna', true);
    await t.db.insert(messages).values({
      conversationId,
      role: 'character',
      content: '',
      status: 'streaming',
      leaseUntil: new Date(Date.now() + 60_000),
    });
    const refused = await t.call('/v1/session/delete', { token: user.token, conversationId });
    expect(refused.envelope.code).toBe(2011);
    const [still] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(still).toBeDefined();
  });
});
