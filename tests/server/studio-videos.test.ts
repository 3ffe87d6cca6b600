import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoPrice } from '../../src/contract/studio';
import { users } from '../../src/server/db/schema/users';
import { VideoProviderError } from '../../src/server/providers/videos/video-provider';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let failing: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  failing = await createTestApp(
    {},
    {
      videos: {
        modelName: 'broken',
        isDemo: false,
        generate: async () => {
          throw new VideoProviderError('GPU out of memory', true);
        },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await failing.close();
});

interface Item {
  itemId: string;
  kind: string;
  state: string;
  url: string;
  posterUrl: string;
  width: number;
  height: number;
  durationSeconds: number;
  isPrivate: boolean;
  isDemoModel: boolean;
  characterId: string;
}

async function call<T>(app: TestApp, path: string, user: SignedIn | null, body = {}) {
  const answer = await app.call(path, { ...(user ? { token: user.token } : {}), ...body });
  return answer.envelope as { code: number; msg: string; data: T };
}

const goldOf = async (app: TestApp, uid: string) =>
  (await app.db.select({ gold: users.goldBalance }).from(users).where(eq(users.id, uid)))[0]?.gold;

async function userWithGold(app: TestApp, email: string, gold: number) {
  const user = await signInWithEmail(app, email);
  await setBalances(app, user.uid, { goldBalance: gold });
  return user;
}

/** A ready photo of Mei owned by `user`. */
async function photoOf(app: TestApp, user: SignedIn) {
  const order = await call<{ itemId: string }>(app, '/v1/ugc/photo/generate', user, {
    characterId: 'mei',
    prompt: 'cafe, coffee, smiling',
  });
  expect(order.code, order.msg).toBe(0);
  await app.generation.runWoken();
  return order.data.itemId;
}

const upload = (app: TestApp, user: SignedIn | null, body: Buffer, type = 'image/png') =>
  app.app.request('/upload/photo', {
    method: 'POST',
    body: new Uint8Array(body),
    headers: {
      'content-type': type,
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
  });

describe('making a video', () => {
  it('makes a clip of my photo, charged by length, with a poster, streamed in ranges', async () => {
    const ana = await userWithGold(t, 'video.ana@example.com', 500);
    const photo = await photoOf(t, ana);
    const before = await goldOf(t, ana.uid);
    const order = await call<{ itemId: string; pricePaid: number }>(
      t,
      '/v1/ugc/video/generate',
      ana,
      { itemId: photo, durationSeconds: 6, resolution: '480p' },
    );
    expect(order.code, order.msg).toBe(0);
    expect(order.data.pricePaid).toBe(videoPrice(6));
    expect(videoPrice(6)).toBe(200);
    expect(await goldOf(t, ana.uid)).toBe((before ?? 0) - 200);

    expect(await t.generation.runWoken()).toBe(1);
    const item = await call<Item>(t, '/v1/ugc/item/detail', ana, { itemId: order.data.itemId });
    expect(item.data).toMatchObject({
      kind: 'video',
      state: 'ready',
      durationSeconds: 6,
      width: 480,
      height: 640,
      isDemoModel: true,
      characterId: 'mei',
    });
    const clip = await t.app.request(item.data.url);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('video/mp4');
    expect(clip.headers.get('accept-ranges')).toBe('bytes');
    const size = (await clip.arrayBuffer()).byteLength;
    const part = await t.app.request(item.data.url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await t.app.request(item.data.url, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const past = await t.app.request(item.data.url, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    const poster = await t.app.request(item.data.posterUrl);
    expect(poster.headers.get('content-type')).toBe('image/webp');

    const videos = await call<{ list: Item[] }>(t, '/v1/ugc/mine', ana, { kind: 'video' });
    expect(videos.data.list.map((each) => each.itemId)).toEqual([order.data.itemId]);
  });

  it('refuses a bad source, a missing one, and a length over 15 seconds before charging', async () => {
    const bo = await userWithGold(t, 'video.bo@example.com', 500);
    const photo = await photoOf(t, bo);
    const gold = await goldOf(t, bo.uid);
    const cases: Array<[Record<string, unknown>, number]> = [
      [{}, 1000],
      [{ itemId: photo, uploadId: 'abc' }, 1000],
      [{ itemId: photo, durationSeconds: 16 }, 1000],
      [{ itemId: photo, resolution: '4k' }, 1000],
      [{ itemId: 'no-such-item' }, 2010],
      [{ characterPhotoId: 'x' }, 1000],
      [{ uploadId: 'not-mine' }, 2010],
    ];
    for (const [body, code] of cases) {
      const answer = await call(t, '/v1/ugc/video/generate', bo, body);
      expect(answer.code, JSON.stringify(body)).toBe(code);
    }
    const poor = await userWithGold(t, 'video.poor@example.com', 0);
    const broke = await call(t, '/v1/ugc/video/generate', poor, { itemId: photo });
    expect(broke.code).toBe(2020);
    expect(await goldOf(t, bo.uid)).toBe(gold);
  });

  it('makes a clip of a catalogue photo, a member-only one for members only', async () => {
    const cy = await userWithGold(t, 'video.cy@example.com', 500);
    const detail = await call<{ photos: Array<{ id: string; locked: boolean }> }>(
      t,
      '/v1/character/detail',
      cy,
      { characterId: 'mei' },
    );
    const open = detail.data.photos.find((photo) => !photo.locked);
    const locked = detail.data.photos.find((photo) => photo.locked);
    expect(open).toBeDefined();
    const made = await call(t, '/v1/ugc/video/generate', cy, {
      characterId: 'mei',
      characterPhotoId: open?.id,
      durationSeconds: 2,
    });
    expect(made.code, made.msg).toBe(0);
    if (locked) {
      const refused = await call(t, '/v1/ugc/video/generate', cy, {
        characterId: 'mei',
        characterPhotoId: locked.id,
      });
      expect(refused.code).toBe(2013);
    }
  });

  it('refunds once when the video model keeps failing', async () => {
    const di = await userWithGold(failing, 'video.di@example.com', 500);
    const photo = await photoOf(failing, di);
    const gold = (await goldOf(failing, di.uid)) ?? 0;
    const order = await call<{ itemId: string }>(failing, '/v1/ugc/video/generate', di, {
      itemId: photo,
    });
    expect(await goldOf(failing, di.uid)).toBe(gold - 100);
    await failing.generation.runWoken();
    const item = await call<Item>(failing, '/v1/ugc/item/detail', di, {
      itemId: order.data.itemId,
    });
    expect(item.data.state).toBe('failed');
    expect(await goldOf(failing, di.uid)).toBe(gold);
  });
});

describe('uploading a source photo', () => {
  it('takes a photo up to 5 MB, private to its uploader, and makes a private clip of it', async () => {
    const ed = await userWithGold(t, 'upload.ed@example.com', 500);
    const png = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#c06080' },
    })
      .png()
      .toBuffer();
    expect((await upload(t, null, png)).status).toBe(401);
    const answer = await upload(t, ed, png);
    const envelope = (await answer.json()) as {
      code: number;
      data: { uploadId: string; url: string; width: number };
    };
    expect(envelope).toMatchObject({ code: 0, data: { width: 300 } });
    expect((await t.app.request(envelope.data.url)).status).toBe(200);
    expect((await t.app.request(`/media/${envelope.data.uploadId}`)).status).toBe(404);

    const order = await call<{ itemId: string }>(t, '/v1/ugc/video/generate', ed, {
      uploadId: envelope.data.uploadId,
      durationSeconds: 2,
    });
    expect(order.code).toBe(0);
    await t.generation.runWoken();
    const item = await call<Item>(t, '/v1/ugc/item/detail', ed, { itemId: order.data.itemId });
    expect(item.data).toMatchObject({ state: 'ready', isPrivate: true, characterId: '' });
    const other = await signInWithEmail(t, 'upload.other@example.com');
    const stolen = await call(t, '/v1/ugc/video/generate', other, {
      uploadId: envelope.data.uploadId,
    });
    expect(stolen.code).toBe(2010);
  });

  it('answers "Photo max 5M" over 5 MB, and refuses what is not a photo', async () => {
    const fay = await signInWithEmail(t, 'upload.fay@example.com');
    const big = await upload(t, fay, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 2036, msg: 'Photo max 5M' });
    const text = await upload(t, fay, Buffer.from('not a picture'), 'image/png');
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ code: 2036 });
    const empty = await upload(t, fay, Buffer.alloc(0));
    expect(empty.status).toBe(415);
  });
});
