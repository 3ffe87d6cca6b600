import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { media } from '../../src/server/db/schema/media';
import { studioItems } from '../../src/server/db/schema/studio-items';
import { users } from '../../src/server/db/schema/users';
import { setBalances } from './helpers/chat';
import { type FakeImagesApi, startFakeImagesApi } from './helpers/fake-images-api';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  handmadePng,
  plainPng,
  pngChunk,
  type UploadAnswer,
  uploadPicture,
} from './helpers/test-pictures';

let t: TestApp;
let api: FakeImagesApi;
let modelled: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  api = await startFakeImagesApi();
  modelled = await createTestApp({
    IMAGES_API_BASE_URL: api.baseUrl,
    IMAGES_API_KEY: 'sk-test',
    IMAGES_MODEL: 'flux-dev',
  });
});
afterAll(async () => {
  await t.close();
  await modelled.close();
  await api.close();
});

const uploadsOf = (app: TestApp, uid: string) =>
  app.db.select({ id: media.id }).from(media).where(eq(media.ownerId, uid));

describe('pictures over the pixel caps', () => {
  it('refuses a pixel bomb, a side over 8192 and over 40 megapixels, keeping nothing', async () => {
    const gil = await signInWithEmail(t, 'bomb.gil@example.com');
    const bomb = handmadePng(16383, 16383);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const cases = [
      bomb,
      handmadePng(8193, 10),
      handmadePng(10, 8193),
      handmadePng(16383, 1),
      handmadePng(7000, 7000),
    ];
    for (const picture of cases) {
      const answer = await uploadPicture(t, gil, picture);
      expect(answer.status).toBe(413);
      const envelope = (await answer.json()) as UploadAnswer;
      expect(envelope.code).toBe(REFUSAL_CODE.pictureTooLarge);
      expect(envelope.msg).toBe('Send a photo of at most 40 megapixels and 8192 pixels a side');
    }
    expect(await uploadsOf(t, gil.uid)).toEqual([]);
    // At the caps exactly, a picture is taken.
    const edge = await uploadPicture(t, gil, handmadePng(8192, 4));
    expect(((await edge.json()) as UploadAnswer).code).toBe(0);
  });

  it('fails a generation whose model answers with a pixel bomb, and refunds it', async () => {
    const hal = await signInWithEmail(modelled, 'bomb.hal@example.com');
    await setBalances(modelled, hal.uid, { goldBalance: 500 });
    api.script({ kind: 'picture', bytes: handmadePng(16383, 16383) });
    const order = await modelled.call('/v1/ugc/photo/generate', {
      token: hal.token,
      characterId: 'mei',
      prompt: 'cafe, coffee, smiling',
    });
    expect(order.envelope.code, order.envelope.msg).toBe(0);
    const { itemId } = order.envelope.data as { itemId: string };
    const gold = async () =>
      (await modelled.db.select().from(users).where(eq(users.id, hal.uid)))[0]?.goldBalance;
    expect(await gold()).toBe(450);
    await modelled.generation.runWoken();
    const [item] = await modelled.db.select().from(studioItems).where(eq(studioItems.id, itemId));
    expect(item?.state).toBe('failed');
    expect(await gold()).toBe(500);
    api.script({ kind: 'picture' });
  });
});

describe('what an upload keeps', () => {
  it('re-encodes a PNG carrying megabytes in a private chunk into a small WebP', async () => {
    const ida = await signInWithEmail(t, 'clean.ida@example.com');
    const hidden = randomBytes(Math.floor(4.9 * 1024 * 1024));
    const stuffed = Buffer.concat([
      (await plainPng(100, 100)).subarray(0, -12),
      pngChunk('prVt', hidden),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(stuffed.length).toBeGreaterThan(4.9 * 1024 * 1024);
    const answer = (await (await uploadPicture(t, ida, stuffed)).json()) as UploadAnswer;
    expect(answer).toMatchObject({ code: 0, data: { width: 100, height: 100 } });

    const served = await t.app.request(answer.data?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const kept = Buffer.from(await served.arrayBuffer());
    expect(kept.length).toBeLessThan(20 * 1024);
    expect(kept.includes(Buffer.from('prVt'))).toBe(false);
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'webp', width: 100, height: 100 });
  });

  it('turns a phone photo upright and strips its EXIF and GPS', async () => {
    const jo = await signInWithEmail(t, 'clean.jo@example.com');
    const sideways = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3060c0' },
    })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
        },
      })
      .toBuffer();
    const sent = await sharp(sideways).metadata();
    expect(sent).toMatchObject({ width: 300, height: 200, orientation: 6 });
    expect(sent.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const answer = (await (
      await uploadPicture(t, jo, sideways, 'image/jpeg')
    ).json()) as UploadAnswer;
    expect(answer).toMatchObject({ code: 0, data: { width: 200, height: 300 } });
    const kept = Buffer.from(await (await t.app.request(answer.data?.url ?? '')).arrayBuffer());
    const metadata = await sharp(kept).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    for (const trace of ['Exif', 'PhoneMaker', 'GPS']) {
      expect(kept.includes(Buffer.from(trace)), trace).toBe(false);
    }
  });

  it('keeps a large photo at most 2560 pixels a side', async () => {
    const kai = await signInWithEmail(t, 'clean.kai@example.com');
    const wide = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#80a040' },
    })
      .jpeg({ quality: 60 })
      .toBuffer();
    const answer = (await (await uploadPicture(t, kai, wide, 'image/jpeg')).json()) as UploadAnswer;
    expect(answer).toMatchObject({ code: 0, data: { width: 2560, height: 1920 } });
  });
});
