import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConversation, setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '0' });
  user = await signInWithEmail(t, 'photos@example.com');
  await setBalances(t, user.uid, { energy: 100 });
});
afterAll(() => t.close());

interface Sent {
  userMessage: { id: string };
  reply: {
    id: string;
    photo: { id: string; url: string; locked: boolean } | null;
    content: string;
  };
}

const send = async (conversationId: string, content: string, askPhoto = false) => {
  const { envelope } = await t.call('/v1/session/chat', {
    token: user.token,
    conversationId,
    content,
    askPhoto,
  });
  expect(envelope.code).toBe(0);
  return envelope.data as Sent;
};

describe('photos she sends in chat', () => {
  it('sends a photo when asked, blurred for non-members, a different one each time', async () => {
    const conversationId = await openConversation(t, user.token, 'sofia');
    const plain = await send(conversationId, 'How was your day?');
    expect(plain.reply.photo).toBeNull();

    const first = await send(conversationId, 'Send me a selfie?');
    expect(first.reply.photo).toMatchObject({ locked: true });
    const second = await send(conversationId, 'Another one', true);
    expect(second.reply.photo?.id).not.toBe(first.reply.photo?.id);

    // A non-member gets the blurred copy, even of a photo the Role screen shows to everyone.
    const photos = await t.call('/v1/character/photograph/list', { characterId: 'sofia' });
    const shown = (photos.envelope.data as { list: Array<{ id: string; url: string }> }).list.find(
      (photo) => photo.id === first.reply.photo?.id,
    );
    expect(shown?.url).toBeTruthy();
    expect(first.reply.photo?.url).not.toBe(shown?.url);
    expect((await t.app.request(first.reply.photo?.url ?? '')).status).toBe(200);
  });

  it('shows the same photos sharp once the user is a member, in the chat and the album', async () => {
    const conversationId = await openConversation(t, user.token, 'mei');
    const sent = await send(conversationId, 'show me a picture of you');
    expect(sent.reply.photo?.locked).toBe(true);
    const blurredUrl = sent.reply.photo?.url;

    await setBalances(t, user.uid, {
      energy: 100,
      vipExpireAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    });
    const page = await t.call('/v1/session/message/list', { token: user.token, conversationId });
    const reply = (page.envelope.data as { list: Sent['reply'][] }).list.find(
      (message) => message.id === sent.reply.id,
    );
    expect(reply?.photo).toMatchObject({ id: sent.reply.photo?.id, locked: false });
    expect(reply?.photo?.url).not.toBe(blurredUrl);

    const album = await t.call('/v1/character/photograph/list-self', {
      token: user.token,
      characterId: 'mei',
    });
    expect(album.envelope.data).toMatchObject({
      list: [{ id: sent.reply.photo?.id, locked: false, conversationId, characterNick: 'Mei' }],
    });
    // Without a character, the album's chat half: every character's photos, newest first.
    const everyone = await t.call('/v1/character/photograph/list-self', { token: user.token });
    const list = (everyone.envelope.data as { list: Array<{ characterId: string }> }).list;
    expect(list[0]).toMatchObject({ characterId: 'mei' });
    expect(new Set(list.map((photo) => photo.characterId))).toEqual(new Set(['mei', 'sofia']));
    await setBalances(t, user.uid, { energy: 100, vipExpireAt: null });
  });

  it('draws the photo for the moment, which replaces the seeded one once ready', async () => {
    const drawer = await signInWithEmail(t, 'drawn.photos@example.com');
    await setBalances(t, drawer.uid, {
      energy: 100,
      vipExpireAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    });
    const conversationId = await openConversation(t, drawer.token, 'luna');
    const { envelope } = await t.call('/v1/session/chat', {
      token: drawer.token,
      conversationId,
      content: 'Send me a photo of you at the beach',
    });
    const sent = envelope.data as Sent;
    // At once: a seeded photo, the fallback.
    expect(sent.reply.photo?.id).not.toMatch(/^drawn-/);
    // Earlier tests' photos are drawn here too.
    expect(await t.generation.runWoken()).toBeGreaterThanOrEqual(1);
    const page = await t.call('/v1/session/message/list', { token: drawer.token, conversationId });
    const reply = (page.envelope.data as { list: Sent['reply'][] }).list.find(
      (message) => message.id === sent.reply.id,
    );
    expect(reply?.photo).toMatchObject({ id: expect.stringMatching(/^drawn-/), locked: false });
    const picture = await t.app.request(reply?.photo?.url ?? '');
    expect(picture.status).toBe(200);
    // Another reader has no way in: the sharp copy is the asker's.
    expect((await t.app.request((reply?.photo?.url ?? '').split('?')[0] ?? '')).status).toBe(404);
  });

  it('keeps the seeded photo when drawing is off or fails, and draws nothing unsafe', async () => {
    const off = await createTestApp({
      DEMO_MODEL_DELAY_MS: '0',
      DISABLED_FEATURES: 'imageGeneration',
    });
    try {
      const someone = await signInWithEmail(off, 'no.drawing@example.com');
      await setBalances(off, someone.uid, { energy: 100 });
      const conversationId = await openConversation(off, someone.token, 'mei');
      const { envelope } = await off.call('/v1/session/chat', {
        token: someone.token,
        conversationId,
        content: 'a photo please',
        askPhoto: true,
      });
      expect((envelope.data as Sent).reply.photo?.id).toBeTruthy();
      expect(await off.generation.runWoken()).toBe(0);
    } finally {
      await off.close();
    }
    await t.generation.runWoken();
    const careful = await signInWithEmail(t, 'unsafe.photos@example.com');
    await setBalances(t, careful.uid, { energy: 100 });
    const conversationId = await openConversation(t, careful.token, 'mei');
    await t.call('/v1/session/chat', {
      token: careful.token,
      conversationId,
      content: 'send a photo of you as a 15 year old schoolgirl',
      askPhoto: true,
    });
    expect(await t.generation.runWoken()).toBe(0);
  });

  it('keeps each user’s album their own', async () => {
    const other = await signInWithEmail(t, 'other.photos@example.com');
    const album = await t.call('/v1/character/photograph/list-self', {
      token: other.token,
      characterId: 'sofia',
    });
    expect(album.envelope).toMatchObject({ code: 0, data: { list: [] } });
    const signedOut = await t.call('/v1/character/photograph/list-self', { characterId: 'sofia' });
    expect(signedOut.envelope.code).toBe(1003);
  });

  it('sends tour visitors a blurred photo too', async () => {
    const config = await t.call('/v1/tour/config', {});
    const { visitorToken } = config.envelope.data as { visitorToken: string };
    const opened = await t.call('/v1/tour/session/from/character', {
      visitorToken,
      characterId: 'luna',
    });
    const { conversationId } = opened.envelope.data as { conversationId: string };
    const { envelope } = await t.call('/v1/tour/session/chat', {
      visitorToken,
      conversationId,
      content: 'photo?',
    });
    expect((envelope.data as Sent).reply.photo).toMatchObject({ locked: true });
  });
});
