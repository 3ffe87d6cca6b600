import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '../../src/contract/studio';
import { users } from '../../src/server/db/schema/users';
import { setBalances } from './helpers/chat';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // A model that answers a clip one byte over the limit (spec §5 and §9: at most 100 MB).
  t = await createTestApp(
    {},
    {
      videos: {
        modelName: 'oversized',
        isDemo: false,
        generate: async () => ({
          bytes: Buffer.alloc(VIDEO_MAX_BYTES + 1),
          contentType: 'video/mp4',
        }),
      },
    },
  );
});
afterAll(() => t.close());

describe('a clip over 100 MB', () => {
  it('is not kept: the video fails and its coins come back once', async () => {
    const user = await signInWithEmail(t, 'huge.clip@example.com');
    await setBalances(t, user.uid, { goldBalance: 300 });
    const photo = await t.call('/v1/ugc/photo/generate', {
      token: user.token,
      characterId: 'mei',
      prompt: 'park, bench, autumn',
    });
    await t.generation.runWoken();
    const { itemId } = photo.envelope.data as { itemId: string };
    const order = await t.call('/v1/ugc/video/generate', { token: user.token, itemId });
    expect(order.envelope.code).toBe(0);
    const gold = async () =>
      (await t.db.select({ gold: users.goldBalance }).from(users).where(eq(users.id, user.uid)))[0]
        ?.gold;
    expect(await gold()).toBe(300 - 50 - 100);
    await t.generation.runWoken();
    const item = await t.call('/v1/ugc/item/detail', {
      token: user.token,
      itemId: (order.envelope.data as { itemId: string }).itemId,
    });
    expect(item.envelope.data).toMatchObject({ state: 'failed', url: '' });
    expect(await gold()).toBe(300 - 50);
  });
});
