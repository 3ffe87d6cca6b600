import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { media } from '../../src/server/db/schema/media';
import { users } from '../../src/server/db/schema/users';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { plainPng, type UploadAnswer, uploadPicture } from './helpers/test-pictures';

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

async function uploaded(user: SignedIn, colour: string) {
  const answer = (await (
    await uploadPicture(t, user, await plainPng(300, 400, colour))
  ).json()) as UploadAnswer;
  expect(answer.code, answer.msg).toBe(0);
  return { uploadId: answer.data?.uploadId ?? '', url: answer.data?.url ?? '' };
}

const call = async (path: string, user: SignedIn, body: Record<string, unknown>) =>
  (await t.call(path, { token: user.token, ...body })).envelope as {
    code: number;
    msg: string;
    data: { itemId?: string } | null;
  };

const submit = (user: SignedIn, selfieUploadId: string, documentUploadId: string) =>
  call('/v1/user/profile-verification/submit', user, { selfieUploadId, documentUploadId });

const orderVideo = (user: SignedIn, source: Record<string, string>) =>
  call('/v1/ugc/video/generate', user, { ...source, durationSeconds: 2 });

describe('age-check pictures are never a source of anything', () => {
  it('refuses a submitted document as a video source, charging nothing', async () => {
    const uma = await richUser('idvideo.uma@example.com');
    const selfie = await uploaded(uma, '#aa3344');
    const document = await uploaded(uma, '#3344aa');
    expect((await submit(uma, selfie.uploadId, document.uploadId)).code).toBe(0);
    for (const picture of [document, selfie]) {
      const order = await orderVideo(uma, { uploadId: picture.uploadId });
      expect(order.code).toBe(REFUSAL_CODE.notFound);
    }
    expect(await goldOf(uma.uid)).toBe(1000);
  });

  it('refuses to take an upload already made into a clip as a verification picture', async () => {
    const vic = await richUser('idvideo.vic@example.com');
    const used = await uploaded(vic, '#55aa55');
    const fresh = await uploaded(vic, '#aa55aa');
    const order = await orderVideo(vic, { uploadId: used.uploadId });
    expect(order.code, order.msg).toBe(0);
    const refused = await submit(vic, fresh.uploadId, used.uploadId);
    expect(refused.code).toBe(REFUSAL_CODE.pictureAlreadyUsed);
    expect(refused.msg).toBe(
      'This picture was already made into a video: take a new one for the age check',
    );
    // Nothing was taken: both uploads are still the user's, and the clip is made.
    const rows = await t.db.select().from(media).where(eq(media.ownerId, vic.uid));
    expect(rows.filter((row) => row.access === 'moderators')).toEqual([]);
    expect((await t.app.request(used.url)).status).toBe(200);
    await t.generation.runWoken();
    const item = await call('/v1/ugc/item/detail', vic, { itemId: order.data?.itemId ?? '' });
    expect(item.data).toMatchObject({ state: 'ready' });
    // Two fresh uploads go through.
    const another = await uploaded(vic, '#112233');
    expect((await submit(vic, fresh.uploadId, another.uploadId)).code).toBe(0);
  });

  it('takes only uploads as verification pictures, never a studio photo', async () => {
    const wes = await richUser('idvideo.wes@example.com');
    const photo = await call('/v1/ugc/photo/generate', wes, {
      characterId: 'mei',
      prompt: 'cafe, coffee, smiling',
      isPrivate: true,
    });
    expect(photo.code, photo.msg).toBe(0);
    await t.generation.runWoken();
    const [picture] = await t.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.ownerId, wes.uid));
    const selfie = await uploaded(wes, '#998877');
    expect((await submit(wes, selfie.uploadId, picture?.id ?? '')).code).toBe(
      REFUSAL_CODE.notFound,
    );
  });

  it('lets only one of a parallel clip order and verification take the same upload', async () => {
    const xia = await richUser('idvideo.xia@example.com');
    const selfie = await uploaded(xia, '#102030');
    const document = await uploaded(xia, '#304050');
    const [order, verification] = await Promise.all([
      orderVideo(xia, { uploadId: document.uploadId }),
      submit(xia, selfie.uploadId, document.uploadId),
    ]);
    expect([order.code, verification.code].filter((code) => code === 0)).toHaveLength(1);
    expect(await goldOf(xia.uid)).toBe(order.code === 0 ? 900 : 1000);
  });
});
