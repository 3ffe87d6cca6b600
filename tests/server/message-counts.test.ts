// Messages are counted for Popular beside the sends (MessageCounts), not inside them: sends to one
// character at once each count once, and a count for a character gone since is dropped without
// losing the others.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterActivity, characters } from '../../src/server/db/schema/characters';
import { openConversation, repliesSettled, setBalances } from './helpers/chat';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function countsOf(characterId: string) {
  const [row] = await t.db
    .select({ chatCount: characters.chatCount })
    .from(characters)
    .where(eq(characters.id, characterId));
  const [today] = await t.db
    .select({ messages: characterActivity.messages })
    .from(characterActivity)
    .where(
      and(
        eq(characterActivity.characterId, characterId),
        eq(characterActivity.day, new Date().toISOString().slice(0, 10)),
      ),
    );
  return { chatCount: row?.chatCount ?? 0, today: today?.messages ?? 0 };
}

describe('counting messages for Popular', () => {
  it('counts each of many sends to one character at once, once', async () => {
    const before = await countsOf('luna');
    const people = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const person = await signInWithEmail(t, `counted${index}@x.com`);
        await setBalances(t, person.uid, { energy: 10 });
        return { ...person, conversationId: await openConversation(t, person.token, 'luna') };
      }),
    );
    const sends = await Promise.all(
      people.map(({ token, conversationId }) =>
        t.call('/v1/session/chat', { token, conversationId, content: 'hello you' }),
      ),
    );
    expect(sends.every((send) => send.envelope.code === 0)).toBe(true);
    await repliesSettled(t);
    const after = await countsOf('luna');
    expect(after.chatCount - before.chatCount).toBe(6);
    expect(after.today - before.today).toBe(6);
  });

  it('drops a count for a character that is gone, and keeps the others', async () => {
    const before = await countsOf('sofia');
    const counts = t.services.chat.messageCounts;
    counts?.add('no-such-character', new Date());
    counts?.add('sofia', new Date());
    counts?.add('sofia', new Date());
    await repliesSettled(t);
    const after = await countsOf('sofia');
    expect(after.chatCount - before.chatCount).toBe(2);
    expect(after.today - before.today).toBe(2);
  });
});
