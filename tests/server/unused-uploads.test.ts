import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_UPLOAD_KEEP_MS } from '../../src/contract/constants';
import { media } from '../../src/server/db/schema/media';
import { runModerationCommand } from '../../src/server/features/reports/moderation-commands';
import { unusedUploadSweeperTask } from '../../src/server/features/studio/unused-uploads';
import { createLogger } from '../../src/server/lib/logger';
import { setBalances } from './helpers/chat';
import { diskFiles, fetchWithThumbnail, uploadPhoto } from './helpers/media-files';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const log = createLogger('silent');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call<T>(path: string, user: SignedIn, body: Record<string, unknown> = {}) {
  const answer = await t.call(path, { token: user.token, ...body });
  expect(answer.envelope.code, answer.envelope.msg).toBe(0);
  return answer.envelope.data as T;
}

/** Moves uploads back in time, as if they were made longer ago than uploads are kept. */
async function age(uploadIds: string[]) {
  await t.db
    .update(media)
    .set({ createdAt: new Date(Date.now() - UNUSED_UPLOAD_KEEP_MS - 60_000) })
    .where(inArray(media.id, uploadIds));
}

const filesOf = (uploadId: string) => diskFiles(t).filter((file) => file.includes(uploadId));
const sweep = () => unusedUploadSweeperTask(t.db, t.services.storage).run(log);

/** Runs an `npm run support` moderation command; answers what it printed. */
async function support(...args: string[]) {
  const lines: string[] = [];
  const code = await runModerationCommand(t.db, t.services.storage, args, {
    info: (line) => lines.push(line),
    error: (line) => lines.push(line),
  });
  expect(code, lines.join('\n')).toBe(0);
  return lines.join('\n');
}

describe('unused uploads', () => {
  it('removes old uploads nothing uses, and keeps video sources and verification pictures', async () => {
    const user = await signInWithEmail(t, 'uploads.keeper@example.com');
    await setBalances(t, user.uid, { goldBalance: 1000 });
    const [unused, source, sourceOfDeleted, selfie, document, fresh] = await Promise.all(
      [10, 40, 70, 100, 130, 160].map((shade) => uploadPhoto(t, user, shade)),
    );
    if (!unused || !source || !sourceOfDeleted || !selfie || !document || !fresh) {
      throw new Error('an upload failed');
    }
    await fetchWithThumbnail(t, unused.url);
    const clip = async (uploadId: string) => {
      const { itemId } = await call<{ itemId: string }>('/v1/ugc/video/generate', user, {
        uploadId,
        durationSeconds: 2,
      });
      await t.generation.runWoken();
      return itemId;
    };
    await clip(source.uploadId);
    const deletedClip = await clip(sourceOfDeleted.uploadId);
    await call('/v1/character/photograph/edit', user, { itemId: deletedClip, delete: true });
    await call('/v1/user/profile-verification/submit', user, {
      selfieUploadId: selfie.uploadId,
      documentUploadId: document.uploadId,
    });
    await age([unused, source, sourceOfDeleted, selfie, document].map((upload) => upload.uploadId));
    expect(filesOf(unused.uploadId)).toHaveLength(2);

    expect(await sweep()).toBe(2);
    for (const gone of [unused, sourceOfDeleted]) {
      expect(filesOf(gone.uploadId)).toEqual([]);
      expect((await t.app.request(gone.url)).status).toBe(404);
    }
    for (const kept of [source, selfie, document, fresh]) {
      expect(filesOf(kept.uploadId)).toHaveLength(1);
    }
    expect((await t.app.request(fresh.url)).status).toBe(200);
    const { list } = await call<{ list: Array<{ itemId: string; url: string }> }>(
      '/v1/ugc/mine',
      user,
      { size: 20 },
    );
    expect(list).toHaveLength(1);
    expect(await sweep()).toBe(0);

    // The review deletes the verification pictures, files too.
    const verificationId = (await support('verifications'))
      .split('\n')
      .find((line) => line.includes(user.uid))
      ?.split(' ')[0];
    await support('verify', verificationId ?? '', 'reject', 'Document', 'unreadable');
    expect(filesOf(selfie.uploadId)).toEqual([]);
    expect(filesOf(document.uploadId)).toEqual([]);
    const rows = await t.db.select({ id: media.id }).from(media).where(eq(media.ownerId, user.uid));
    expect(rows.map((row) => row.id)).toEqual(
      expect.arrayContaining([source.uploadId, fresh.uploadId]),
    );
  });
});
