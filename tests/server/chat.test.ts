import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { messages } from '../../src/server/db/schema/conversations';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { users } from '../../src/server/db/schema/users';
import { failStaleReplies } from '../../src/server/features/chat/abandoned-replies';
import { createDemoModel } from '../../src/server/features/chat/model/demo-model';
import {
  openConversation,
  parseEvents,
  repliesSettled,
  setBalances,
  streamCall,
} from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let alice: SignedIn;

beforeAll(async () => {
  // A slow demo model keeps each reply running long enough to race against.
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '15' });
  alice = await signInWithEmail(t, 'alice@example.com');
});
afterAll(() => t.close());

const balanceOf = async (uid: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, uid));
  return { energy: row?.energy, gold: row?.goldBalance };
};

describe('conversations', () => {
  it('starts with the greeting in the caller’s language and reuses the conversation', async () => {
    const id = await openConversation(t, alice.token, 'sofia');
    expect(await openConversation(t, alice.token, 'sofia')).toBe(id);
    expect(await openConversation(t, alice.token, 'sofia', true)).not.toBe(id);
    const page = await t.call('/v1/session/message/list', {
      token: alice.token,
      conversationId: id,
      lang: 'ja',
    });
    const data = page.envelope.data as {
      list: Array<{ role: string; content: string }>;
      character: { nick: string };
    };
    expect(data.list).toHaveLength(1);
    expect(data.list[0]?.role).toBe('character');
    expect(data.list[0]?.content.length).toBeGreaterThan(10);
    expect(data.character.nick).not.toBe('Sofia');
  });

  it('sends a message, charges 1 energy once and stores the reply', async () => {
    await setBalances(t, alice.uid, { energy: 5, goldBalance: 0 });
    const id = await openConversation(t, alice.token, 'mei');
    const sent = await t.call('/v1/session/chat', {
      token: alice.token,
      conversationId: id,
      content: 'I brought you tea',
    });
    expect(sent.envelope.code).toBe(0);
    const data = sent.envelope.data as {
      userMessage: { id: string };
      reply: { status: string; content: string };
    };
    expect(data.reply.status).toBe('done');
    // In her words, opened by her action: the demo model never quotes the message.
    expect(data.reply.content).toContain('*Mei ');
    expect(data.reply.content).not.toContain('I brought you tea');
    expect(await balanceOf(alice.uid)).toEqual({ energy: 4, gold: 0 });
    const charges = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.reason, 'chat_message'),
          eq(ledgerEntries.reference, data.userMessage.id),
        ),
      );
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ direction: 2, currency: 'energy', amount: 1 });
  });

  it('streams the reply as server-sent events that add up to the stored message', async () => {
    await setBalances(t, alice.uid, { energy: 5 });
    const id = await openConversation(t, alice.token, 'luna');
    const response = await streamCall(t, '/v1/session/chat', {
      token: alice.token,
      conversationId: id,
      content: 'Hi Luna',
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = parseEvents(await response.text());
    expect(events[0]?.type).toBe('accepted');
    const chunks = events.filter((event) => event.type === 'chunk');
    // A checked sentence at a time: several chunks, not the whole reply at its end.
    expect(chunks.length).toBeGreaterThan(1);
    const last = events.at(-1) as {
      type: string;
      data: { message: { content: string; status: string } };
    };
    expect(last.type).toBe('done');
    expect(chunks.map((event) => (event.data as { text: string }).text).join('')).toBe(
      last.data.message.content,
    );
    expect(last.data.message.status).toBe('done');
  });

  it('starts exactly one generation for 50 parallel sends to one conversation', async () => {
    await setBalances(t, alice.uid, { energy: 100 });
    const id = await openConversation(t, alice.token, 'sofia', true);
    // The reply outlasts taking all 50 sends (a send after it ended would rightly be taken).
    const model = t.services.chat.model;
    t.services.chat.model = createDemoModel(150);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.call('/v1/session/chat', {
          token: alice.token,
          conversationId: id,
          content: `message ${index}`,
        }),
      ),
    );
    t.services.chat.model = model;
    const codes = results.map((result) => result.envelope.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === REFUSAL_CODE.generationInProgress)).toHaveLength(49);
    expect((await balanceOf(alice.uid)).energy).toBe(99);
  });

  it('with 10 energy and no coins, 30 parallel sends to different conversations succeed 10 times', async () => {
    const bob = await signInWithEmail(t, 'bob@example.com');
    const ids = [];
    for (let index = 0; index < 30; index++)
      ids.push(await openConversation(t, bob.token, 'sofia', true));
    await setBalances(t, bob.uid, { energy: 10, goldBalance: 0 });
    const results = await Promise.all(
      ids.map((conversationId) =>
        streamCall(t, '/v1/session/chat', { token: bob.token, conversationId, content: 'hello' }),
      ),
    );
    let accepted = 0;
    let refused = 0;
    for (const response of results) {
      if (response.headers.get('content-type')?.includes('text/event-stream')) {
        accepted++;
        await response.text();
      } else {
        expect(((await response.json()) as { code: number }).code).toBe(
          REFUSAL_CODE.notEnoughEnergy,
        );
        refused++;
      }
    }
    expect({ accepted, refused }).toEqual({ accepted: 10, refused: 20 });
    expect(await balanceOf(bob.uid)).toEqual({ energy: 0, gold: 0 });
  });

  it('charges 5 coins once energy is empty, and refuses when both are gone', async () => {
    const carol = await signInWithEmail(t, 'carol@example.com');
    const id = await openConversation(t, carol.token, 'mei');
    await setBalances(t, carol.uid, { energy: 0, goldBalance: 12 });
    for (const expected of [0, 0, REFUSAL_CODE.notEnoughEnergy]) {
      const sent = await t.call('/v1/session/chat', {
        token: carol.token,
        conversationId: id,
        content: 'hey',
      });
      expect(sent.envelope.code).toBe(expected);
    }
    expect(await balanceOf(carol.uid)).toEqual({ energy: 0, gold: 2 });
  });

  it('finishes a reply after the client disconnects, and a rejoin sees it', async () => {
    await setBalances(t, alice.uid, { energy: 5 });
    const id = await openConversation(t, alice.token, 'sofia', true);
    const controller = new AbortController();
    const response = await streamCall(
      t,
      '/v1/session/chat',
      { token: alice.token, conversationId: id, content: 'Tell me a long story' },
      controller.signal,
    );
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    await reader.cancel().catch(() => {});

    const joined = await streamCall(t, '/v1/session/chat/join', {
      token: alice.token,
      conversationId: id,
    });
    const events = parseEvents(await joined.text());
    expect(events.at(-1)?.type).toBe('done');
    await repliesSettled(t);
    const page = await t.call('/v1/session/message/list', {
      token: alice.token,
      conversationId: id,
    });
    const list = (page.envelope.data as { list: Array<{ status: string; content: string }> }).list;
    expect(list.at(-1)).toMatchObject({ status: 'done' });
    expect(list.at(-1)?.content).toContain('*Sofia ');
    const nothing = await t.call('/v1/session/chat/join', {
      token: alice.token,
      conversationId: id,
    });
    expect(nothing.envelope.data).toEqual({ reply: null });
  });

  it('fails and refunds a reply left streaming by a stopped server', async () => {
    await setBalances(t, alice.uid, { energy: 3 });
    const id = await openConversation(t, alice.token, 'mei', true);
    const sent = await streamCall(t, '/v1/session/chat', {
      token: alice.token,
      conversationId: id,
      content: 'hi',
    });
    await sent.text();
    await repliesSettled(t);
    // Pretend a server died mid-reply: a paid message with a stale streaming reply after it.
    const [paid] = await t.db
      .insert(messages)
      .values({
        conversationId: id,
        role: 'user',
        content: 'lost',
        chargeCurrency: 'energy',
        chargeAmount: 1,
      })
      .returning();
    await t.db.update(users).set({ energy: 1 }).where(eq(users.id, alice.uid));
    const old = new Date(Date.now() - 10 * 60 * 1000);
    await t.db.insert(messages).values({
      conversationId: id,
      role: 'character',
      content: 'half a',
      status: 'streaming',
      updatedAt: old,
    });
    expect(await failStaleReplies(t.db)).toBe(1);
    expect((await balanceOf(alice.uid)).energy).toBe(2);
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.reason, 'chat_refund'), eq(ledgerEntries.reference, String(paid?.id))),
      );
    expect(refunds).toHaveLength(1);
    expect(await failStaleReplies(t.db)).toBe(0);
  });

  it('keeps conversations private to their owner', async () => {
    const id = await openConversation(t, alice.token, 'sofia');
    const mallory = await signInWithEmail(t, 'mallory@example.com');
    await setBalances(t, mallory.uid, { energy: 10 });
    for (const [path, extra] of [
      ['/v1/session/message/list', {}],
      ['/v1/session/chat', { content: 'hi' }],
      ['/v1/session/chat/join', {}],
    ] as const) {
      const answer = await t.call(path, { token: mallory.token, conversationId: id, ...extra });
      expect(answer.envelope.code, path).toBe(REFUSAL_CODE.notFound);
    }
    const list = await t.call('/v1/session/list', { token: mallory.token });
    expect((list.envelope.data as { list: unknown[] }).list).toHaveLength(0);
    expect((await balanceOf(mallory.uid)).energy).toBe(10);
  });

  it('lists my conversations and the characters I talk to, latest first', async () => {
    const list = await t.call('/v1/session/list', { token: alice.token, size: 2 });
    const data = list.envelope.data as {
      list: Array<{ conversationId: string; lastMessage: string }>;
      nextCursor: string;
    };
    expect(data.list).toHaveLength(2);
    expect(data.nextCursor).toBe('2');
    const characters = await t.call('/v1/session/character/list', { token: alice.token });
    const ids = (
      characters.envelope.data as { list: Array<{ character: { characterId: string } }> }
    ).list.map((row) => row.character.characterId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['sofia', 'mei', 'luna']));
  });

  it('pages messages newest first', async () => {
    await setBalances(t, alice.uid, { energy: 10 });
    const id = await openConversation(t, alice.token, 'luna', true);
    for (let index = 0; index < 3; index++) {
      await t.call('/v1/session/chat', {
        token: alice.token,
        conversationId: id,
        content: `m${index}`,
      });
    }
    const first = await t.call('/v1/session/message/list', {
      token: alice.token,
      conversationId: id,
      size: 4,
    });
    const page1 = first.envelope.data as {
      list: Array<{ id: string; content: string }>;
      nextCursor: string;
    };
    expect(page1.list.map((message) => message.content).slice(0, 1)).toEqual(['m1']);
    const second = await t.call('/v1/session/message/list', {
      token: alice.token,
      conversationId: id,
      size: 4,
      cursor: page1.nextCursor,
    });
    const page2 = second.envelope.data as {
      list: Array<{ content: string }>;
      nextCursor: string | null;
    };
    expect(page2.list).toHaveLength(3);
    expect(page2.nextCursor).toBeNull();
  });

  it('refuses member-only characters and the advanced model without VIP', async () => {
    const opened = await t.call('/v1/session/from/character', {
      token: alice.token,
      characterId: 'claire',
    });
    expect(opened.envelope.code).toBe(REFUSAL_CODE.vipOnly);
    const model = await t.call('/v1/user/change-chat-model', {
      token: alice.token,
      model: 'advanced',
    });
    expect(model.envelope.code).toBe(REFUSAL_CODE.vipOnly);
    await setBalances(t, alice.uid, { vipExpireAt: new Date(Date.now() + 86_400_000) });
    expect(
      (await t.call('/v1/session/from/character', { token: alice.token, characterId: 'claire' }))
        .envelope.code,
    ).toBe(0);
    expect(
      (await t.call('/v1/user/change-chat-model', { token: alice.token, model: 'advanced' }))
        .envelope.code,
    ).toBe(0);
  });
});

describe('changing messages', () => {
  const messagesOf = async (token: string, conversationId: string) =>
    (
      (await t.call('/v1/session/message/list', { token, conversationId })).envelope.data as {
        list: Array<{ id: string; role: string; content: string; alternatives: string[] }>;
      }
    ).list;

  it('regenerates the last reply, keeps the old one to swipe back to, and charges again', async () => {
    const dana = await signInWithEmail(t, 'dana@example.com');
    const id = await openConversation(t, dana.token, 'mei');
    const early = await t.call('/v1/session/message/regenerate', {
      token: dana.token,
      conversationId: id,
    });
    expect(early.envelope.code).toBe(REFUSAL_CODE.messageNotEditable);
    await setBalances(t, dana.uid, { energy: 5, goldBalance: 0 });
    await t.call('/v1/session/chat', {
      token: dana.token,
      conversationId: id,
      content: 'first try',
    });
    const before = (await messagesOf(dana.token, id)).at(-1);

    const response = await streamCall(t, '/v1/session/message/regenerate', {
      token: dana.token,
      conversationId: id,
    });
    const events = parseEvents(await response.text());
    expect(events.at(-1)?.type).toBe('done');
    const after = (await messagesOf(dana.token, id)).at(-1);
    expect(after?.id).toBe(before?.id);
    expect(after?.alternatives).toEqual([before?.content]);
    expect((await balanceOf(dana.uid)).energy).toBe(3);

    const chosen = await t.call('/v1/session/message/choose', {
      token: dana.token,
      conversationId: id,
      messageId: after?.id,
      index: 0,
    });
    expect(chosen.envelope.data).toMatchObject({
      message: { content: before?.content, alternatives: [after?.content] },
    });
  });

  it('edits only my latest message and deletes messages', async () => {
    const erin = await signInWithEmail(t, 'erin@example.com');
    const id = await openConversation(t, erin.token, 'luna');
    await setBalances(t, erin.uid, { energy: 5 });
    await t.call('/v1/session/chat', { token: erin.token, conversationId: id, content: 'one' });
    await t.call('/v1/session/chat', { token: erin.token, conversationId: id, content: 'two' });
    const list = await messagesOf(erin.token, id);
    const mine = list.filter((message) => message.role === 'user');
    const edit = (messageId: string | undefined) =>
      t.call('/v1/session/message/edit', {
        token: erin.token,
        conversationId: id,
        messageId,
        content: 'edited',
      });
    expect((await edit(mine[0]?.id)).envelope.code).toBe(REFUSAL_CODE.messageNotEditable);
    expect((await edit(mine[1]?.id)).envelope.data).toMatchObject({
      message: { content: 'edited' },
    });

    const last = list.at(-1);
    const removed = await t.call('/v1/session/message/delete', {
      token: erin.token,
      conversationId: id,
      messageId: last?.id,
    });
    expect(removed.envelope.code).toBe(0);
    expect((await messagesOf(erin.token, id)).some((message) => message.id === last?.id)).toBe(
      false,
    );
    const stranger = await signInWithEmail(t, 'frank@example.com');
    const theirs = await t.call('/v1/session/message/delete', {
      token: stranger.token,
      conversationId: id,
      messageId: mine[0]?.id,
    });
    expect(theirs.envelope.code).toBe(REFUSAL_CODE.notFound);
  });
});

describe('stories', () => {
  it('plays a free story from its opening, keeps VIP stories for members, and lets VIP resume', async () => {
    const gina = await signInWithEmail(t, 'gina@example.com');
    const play = (storyId: string, fresh = false) =>
      t.call('/v1/session/from/character', {
        token: gina.token,
        characterId: 'sofia',
        storyId,
        fresh,
      });
    const first = await play('sofia-story');
    const { conversationId } = first.envelope.data as { conversationId: string };
    const page = await t.call('/v1/session/message/list', { token: gina.token, conversationId });
    const opening = (page.envelope.data as { list: Array<{ content: string }> }).list[0]?.content;
    const stories = await t.call('/v1/character/script/list', { characterId: 'sofia' });
    const story = (
      stories.envelope.data as { list: Array<{ id: string; opening: string }> }
    ).list.find((item) => item.id === 'sofia-story');
    expect(opening).toBe(story?.opening);
    // Without VIP, playing again starts afresh and the VIP post stays closed.
    const again = (await play('sofia-story')).envelope.data as { conversationId: string };
    expect(again.conversationId).not.toBe(conversationId);
    expect((await play('sofia-post')).envelope.code).toBe(REFUSAL_CODE.vipOnly);
    expect((await play('mei-story')).envelope.code).toBe(REFUSAL_CODE.notFound);

    await setBalances(t, gina.uid, { vipExpireAt: new Date(Date.now() + 86_400_000) });
    const post = (await play('sofia-post')).envelope.data as { conversationId: string };
    const resumed = (await play('sofia-post')).envelope.data as { conversationId: string };
    expect(resumed.conversationId).toBe(post.conversationId);
    const status = await t.call('/v1/user/character-script/status', {
      token: gina.token,
      characterId: 'sofia',
    });
    const list = (
      status.envelope.data as {
        list: Array<{ storyId: string; conversationId: string; canResume: boolean }>;
      }
    ).list;
    expect(list.map((item) => item.storyId).sort()).toEqual(['sofia-post', 'sofia-story']);
    expect(list.find((item) => item.storyId === 'sofia-post')).toMatchObject({
      conversationId: post.conversationId,
      canResume: true,
    });
  });

  it('names the story a conversation was started from on every page, in the reader’s language', async () => {
    const hana = await signInWithEmail(t, 'hana@example.com');
    const listPage = async (conversationId: string, extra: Record<string, unknown> = {}) => {
      const answer = await t.call('/v1/session/message/list', {
        token: hana.token,
        conversationId,
        ...extra,
      });
      expect(answer.envelope.code).toBe(0);
      return answer.envelope.data as {
        story: { id: string; kind: string; title: string; teaser: string } | null;
        list: Array<{ id: string; createdAt: string }>;
        nextCursor: string | null;
      };
    };
    const play = async (fresh: boolean) =>
      (
        (
          await t.call('/v1/session/from/character', {
            token: hana.token,
            characterId: 'sofia',
            storyId: 'sofia-story',
            fresh,
          })
        ).envelope.data as { conversationId: string }
      ).conversationId;
    const stories = await t.call('/v1/character/script/list', { characterId: 'sofia', lang: 'ar' });
    const arabic = (
      stories.envelope.data as { list: Array<{ id: string; title: string; teaser: string }> }
    ).list.find((item) => item.id === 'sofia-story');

    const played = await play(false);
    const first = await listPage(played, { lang: 'ar' });
    expect(first.story).toEqual({
      id: 'sofia-story',
      kind: 'story',
      title: arabic?.title,
      teaser: arabic?.teaser,
    });
    expect(first.story?.title).not.toBe('Power Cut on the Third Floor');
    expect(Number.isNaN(Date.parse(first.list[0]?.createdAt ?? ''))).toBe(false);

    // A longer history: the older pages name the story too, so the client finds it at the start.
    await t.db.insert(messages).values([
      { conversationId: played, role: 'user', content: 'I brought candles too' },
      { conversationId: played, role: 'character', content: '*laughs* Then we are set.' },
    ]);
    const newest = await listPage(played, { size: 1 });
    expect(newest.story?.title).toBe('Power Cut on the Third Floor');
    expect(newest.nextCursor).not.toBeNull();
    const oldest = await listPage(played, { size: 2, cursor: newest.nextCursor });
    expect(oldest.nextCursor).toBeNull();
    expect(oldest.story?.id).toBe('sofia-story');

    // Played again afresh: the first conversation still knows its story.
    const replayed = await play(true);
    expect(replayed).not.toBe(played);
    expect((await listPage(replayed)).story?.id).toBe('sofia-story');
    expect((await listPage(played)).story?.id).toBe('sofia-story');

    const ordinary = await openConversation(t, hana.token, 'sofia', true);
    expect((await listPage(ordinary)).story).toBeNull();
  });
});
