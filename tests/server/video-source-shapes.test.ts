import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { VIDEO_MAX_SIDE } from '../../src/contract/studio';
import { media } from '../../src/server/db/schema/media';
import { studioItems } from '../../src/server/db/schema/studio-items';
import { users } from '../../src/server/db/schema/users';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { handmadePng, plainPng, type UploadAnswer, uploadPicture } from './helpers/test-pictures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function richUser(email: string) {
  const user = await signInWithEmail(t, email);
  await setBalances(t, user.uid, { goldBalance: 1000 });
  return user;
}

const goldOf = async (uid: string) =>
  (await t.db.select({ gold: users.goldBalance }).from(users).where(eq(users.id, uid)))[0]?.gold;

async function uploaded(user: SignedIn, picture: Buffer) {
  const answer = (await (await uploadPicture(t, user, picture)).json()) as UploadAnswer;
  expect(answer.code, answer.msg).toBe(0);
  return answer.data?.uploadId ?? '';
}

const orderVideo = async (user: SignedIn, uploadId: string, resolution = '480p') =>
  (
    await t.call('/v1/ugc/video/generate', {
      token: user.token,
      uploadId,
      resolution,
      durationSeconds: 2,
    })
  ).envelope as { code: number; msg: string; data: { itemId: string } | null };

describe('video sources of odd shapes', () => {
  it('refuses a long thin source before charging anything', async () => {
    const rae = await richUser('shape.rae@example.com');
    for (const [width, height] of [
      [680, 10],
      [10, 680],
      [8000, 2],
      [301, 100],
    ] as const) {
      const uploadId = await uploaded(rae, handmadePng(width, height));
      const order = await orderVideo(rae, uploadId, '720p');
      expect(order.code, `${width}×${height}`).toBe(REFUSAL_CODE.videoSourceShape);
      expect(order.msg).toBe(
        'This photo is too long and narrow for a video: pick one no longer than 3 to 1 either way',
      );
    }
    expect(await goldOf(rae.uid)).toBe(1000);
    expect(await t.db.select().from(studioItems).where(eq(studioItems.ownerId, rae.uid))).toEqual(
      [],
    );
  });

  it('refuses a 16383×1 upload, and one kept from before the caps, without an error', async () => {
    const sam = await richUser('shape.sam@example.com');
    const answer = await uploadPicture(t, sam, handmadePng(16383, 1));
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as UploadAnswer).code).toBe(REFUSAL_CODE.pictureTooLarge);
    // An upload kept verbatim before uploads were re-encoded.
    const legacyId = 'legacy-upload-16383x1';
    const storageKey = `uploads/le/${legacyId}.png`;
    await t.services.storage.put(storageKey, handmadePng(16383, 1), 'image/png');
    await t.db.insert(media).values({
      id: legacyId,
      contentType: 'image/png',
      storageKey,
      access: 'owner',
      ownerId: sam.uid,
    });
    const order = await orderVideo(sam, legacyId);
    expect(order.code).toBe(REFUSAL_CODE.pictureTooLarge);
    expect(await goldOf(sam.uid)).toBe(1000);
  });

  it('makes a portrait as before and crops a panorama to 16:9, within the providers’ sides', async () => {
    const tia = await richUser('shape.tia@example.com');
    const portrait = await orderVideo(tia, await uploaded(tia, await plainPng(600, 900)), '720p');
    expect(portrait.code, portrait.msg).toBe(0);
    const panorama = await orderVideo(tia, await uploaded(tia, await plainPng(1500, 600)), '720p');
    expect(panorama.code, panorama.msg).toBe(0);
    expect(await goldOf(tia.uid)).toBe(800);
    expect(await t.generation.runWoken()).toBe(2);
    const sizes = [];
    for (const order of [portrait, panorama]) {
      const item = await t.call('/v1/ugc/item/detail', {
        token: tia.token,
        itemId: order.data?.itemId,
      });
      const data = item.envelope.data as { state: string; width: number; height: number };
      expect(data.state).toBe('ready');
      expect(Math.max(data.width, data.height)).toBeLessThanOrEqual(VIDEO_MAX_SIDE);
      sizes.push([data.width, data.height]);
    }
    expect(sizes).toEqual([
      [720, 1080],
      [1280, 720],
    ]);
  });
});
