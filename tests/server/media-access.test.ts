import { DAY_MS } from '@contract/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterPhotos } from '../../src/server/db/schema/characters';
import { messages } from '../../src/server/db/schema/conversations';
import { media } from '../../src/server/db/schema/media';
import { loadMediaKey, mediaSigner } from '../../src/server/features/media/media-access';
import { seedShippedContent } from '../../src/server/seed';
import { openConversation, setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let member: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODEL_DELAY_MS: '0' });
  member = await signInWithEmail(t, 'member.media@example.com');
  other = await signInWithEmail(t, 'other.media@example.com');
  await setBalances(t, member.uid, {
    energy: 100,
    vipExpireAt: new Date(Date.now() + 30 * DAY_MS),
  });
});
afterAll(() => t.close());

interface Photo {
  id: string;
  url: string;
  locked: boolean;
}

const photosOf = async (characterId: string, token?: string) => {
  const { envelope } = await t.call('/v1/character/photograph/list', {
    characterId,
    ...(token ? { token } : {}),
  });
  return (envelope.data as { list: Photo[] }).list;
};

const fetchImage = (url: string) => t.app.request(url);

describe('locked photos', () => {
  it('are never served sharp by dropping -blurred from their address', async () => {
    expect((await fetchImage('/media/portrait-luna-2')).status).toBe(404);
    for (const characterId of ['luna', 'sofia', 'mei']) {
      const locked = (await photosOf(characterId)).filter((photo) => photo.locked);
      expect(locked.length).toBeGreaterThan(0);
      for (const photo of locked) {
        expect((await fetchImage(photo.url)).status).toBe(200);
        // The address carries the drawing's version (`?r=`): only the id is changed.
        expect((await fetchImage(photo.url.replace('-blurred?', '?'))).status).toBe(404);
      }
    }
  });

  it('reach a member on an address signed for them, which nobody else can use or forge', async () => {
    const vipPhotos = (await photosOf('luna', member.token)).filter(
      (photo) => photo.id.endsWith('-2') || photo.id.endsWith('-3'),
    );
    expect(vipPhotos).toHaveLength(2);
    for (const photo of vipPhotos) {
      expect(photo.locked).toBe(false);
      const url = new URL(photo.url, 'http://app');
      // Not derived from the blurred copy's id: 128 random-looking bits.
      expect(url.pathname).toMatch(/^\/media\/photo-[0-9a-f]{32}$/);
      const sharp = await fetchImage(photo.url);
      expect(sharp.status).toBe(200);
      expect(sharp.headers.get('cache-control')).toMatch(/^private/);
      expect(sharp.headers.get('content-type')).toBe('image/webp');

      const variants = [
        url.pathname,
        `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), v: other.uid })}`,
        `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), s: 'x'.repeat(43) })}`,
        `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), e: String(Number(url.searchParams.get('e')) + 86400) })}`,
      ];
      for (const forged of variants) expect((await fetchImage(forged)).status, forged).toBe(404);
    }
    // Another user, not a member, is told the same photos are locked.
    const others = await photosOf('luna', other.token);
    expect(others.filter((photo) => photo.locked)).toHaveLength(2);
  });

  it('stop reaching someone whose address expired or whose membership ended', async () => {
    const [photo] = (await photosOf('sofia', member.token)).filter((each) =>
      each.id.endsWith('-3'),
    );
    const mediaId = new URL(photo?.url ?? '', 'http://app').pathname.split('/').pop() ?? '';
    const signer = mediaSigner(await loadMediaKey(t.db));
    const stale = signer.signedUrl(mediaId, member.uid, new Date(Date.now() - 3 * DAY_MS));
    expect((await fetchImage(stale)).status).toBe(404);

    const fresh = signer.signedUrl(mediaId, other.uid);
    expect((await fetchImage(fresh)).status).toBe(404);
    await setBalances(t, other.uid, { vipExpireAt: new Date(Date.now() + DAY_MS) });
    expect((await fetchImage(fresh)).status).toBe(200);
    await setBalances(t, other.uid, { vipExpireAt: null });
    expect((await fetchImage(fresh)).status).toBe(404);
  });
});

describe('photos she sends in chat', () => {
  it('come sharp to a member on signed addresses, and blurred to others', async () => {
    const conversationId = await openConversation(t, member.token, 'mei');
    const sent: Photo[] = [];
    for (let index = 0; index < 4; index++) {
      const { envelope } = await t.call('/v1/session/chat', {
        token: member.token,
        conversationId,
        content: 'Send me a photo',
      });
      const reply = (envelope.data as { reply: { photo: Photo | null } }).reply;
      if (reply.photo) sent.push(reply.photo);
    }
    expect(sent.length).toBe(4);
    for (const photo of sent) {
      expect(photo.locked).toBe(false);
      expect((await fetchImage(photo.url)).status).toBe(200);
    }
    const lockedOnes = sent.filter((photo) => /-[23]$/.test(photo.id));
    expect(lockedOnes.length).toBe(2);
    // Membership over: the sharp addresses stop working and the history shows blurred copies.
    await setBalances(t, member.uid, { vipExpireAt: null });
    for (const photo of lockedOnes) expect((await fetchImage(photo.url)).status).toBe(404);
    const page = await t.call('/v1/session/message/list', { token: member.token, conversationId });
    const history = (page.envelope.data as { list: Array<{ photo: Photo | null }> }).list;
    for (const message of history.filter((each) => each.photo)) {
      expect(message.photo?.locked).toBe(true);
      expect(message.photo?.url).toMatch(/-blurred(\?|$)/);
      expect((await fetchImage(message.photo?.url ?? '')).status).toBe(200);
    }
    await setBalances(t, member.uid, { vipExpireAt: new Date(Date.now() + 30 * DAY_MS) });
  });
});

describe('private images', () => {
  it('go only to their owner', async () => {
    await t.db.insert(media).values({
      id: 'private-test-image',
      contentType: 'image/svg+xml',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      access: 'owner',
      ownerId: other.uid,
    });
    const signer = mediaSigner(await loadMediaKey(t.db));
    expect((await fetchImage('/media/private-test-image')).status).toBe(404);
    expect((await fetchImage(signer.signedUrl('private-test-image', other.uid))).status).toBe(200);
    // A member is not the owner.
    expect((await fetchImage(signer.signedUrl('private-test-image', member.uid))).status).toBe(404);
  });
});

describe('seeding', () => {
  it('keeps the same ids on every start, and retires the guessable ids of older databases', async () => {
    const before = await t.db.select({ id: media.id }).from(media);
    await seedShippedContent(t.db);
    const after = await t.db.select({ id: media.id }).from(media);
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());

    // A database from before: the sharp copy under the guessable id, and a chat message using it.
    const [photo] = await t.db
      .select()
      .from(characterPhotos)
      .where(eq(characterPhotos.id, 'luna-photo-2'));
    const newId = photo?.mediaId ?? '';
    await t.db.insert(media).values({
      id: 'portrait-luna-2',
      contentType: 'image/svg+xml',
      body: Buffer.from('<svg/>'),
    });
    await t.db
      .update(characterPhotos)
      .set({ mediaId: 'portrait-luna-2' })
      .where(eq(characterPhotos.id, 'luna-photo-2'));
    const conversationId = await openConversation(t, other.token, 'luna');
    const legacyPhoto = {
      photoId: 'luna-photo-2',
      mediaId: 'portrait-luna-2',
      blurredMediaId: 'portrait-luna-2-blurred',
    };
    await t.db.insert(messages).values({
      conversationId,
      role: 'character',
      content: 'an old photo',
      status: 'done',
      photo: legacyPhoto,
    });

    await seedShippedContent(t.db);
    expect((await fetchImage('/media/portrait-luna-2')).status).toBe(404);
    const [moved] = await t.db
      .select()
      .from(characterPhotos)
      .where(eq(characterPhotos.id, 'luna-photo-2'));
    expect(moved?.mediaId).toBe(newId);
    const [old] = await t.db
      .select({ mediaId: sql<string>`${messages.photo}->>'mediaId'` })
      .from(messages)
      .where(eq(messages.content, 'an old photo'));
    expect(old?.mediaId).toBe(newId);
  });
});
