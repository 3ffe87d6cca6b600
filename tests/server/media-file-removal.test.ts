import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETION_GRACE_MS } from '../../src/contract/constants';
import { mediaFileDeletions } from '../../src/server/db/schema/media-file-deletions';
import { users } from '../../src/server/db/schema/users';
import { accountEraserTask } from '../../src/server/features/accounts/account-eraser';
import { mediaFileRemovalTask } from '../../src/server/features/media/media-file-removal';
import { createLogger } from '../../src/server/lib/logger';
import { createDemoImageProvider } from '../../src/server/providers/images/demo-image-provider';
import { openConversation, repliesSettled, setBalances } from './helpers/chat';
import {
  diskFiles,
  fetchWithThumbnail,
  mediaIdOf,
  refusingStorage,
  startS3Server,
  thumbnailUrlOf,
  uploadPhoto,
} from './helpers/media-files';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const log = createLogger('silent');
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

interface Item {
  itemId: string;
  state: string;
  url: string;
  posterUrl: string;
}

/** The media storage kinds, each with the app's settings and a way to list every stored file. */
const storages: Array<[string, () => Record<string, string>, (t: TestApp) => Promise<string[]>]> = [
  ['disk', () => ({}), async (t) => diskFiles(t)],
  [
    's3',
    () => s3.env(`media-${process.pid}-${Date.now()}/`),
    async (t) => (await s3.keys(t.env.S3_PREFIX)).sort(),
  ],
];

describe.each(storages)('files of deleted media on %s', (_kind, settings, listFiles) => {
  let t: TestApp;
  let storage: ReturnType<typeof refusingStorage>;
  /** Runs as the image model starts a picture. */
  const drawing = { beforeDrawing: async (): Promise<unknown> => undefined };
  beforeAll(async () => {
    const demo = createDemoImageProvider();
    t = await createTestApp(
      { DEMO_MODEL_DELAY_MS: '0', ...settings() },
      {
        images: {
          modelName: demo.modelName,
          isDemo: demo.isDemo,
          async generate(request, options) {
            await drawing.beforeDrawing();
            return demo.generate(request, options);
          },
        },
        wrapStorage: (made) => {
          storage = refusingStorage(made);
          return storage.wrapped;
        },
      },
    );
  });
  afterAll(() => t.close());

  async function call<T>(path: string, user: SignedIn, body: Record<string, unknown> = {}) {
    const answer = await t.call(path, { token: user.token, ...body });
    expect(answer.envelope.code, answer.envelope.msg).toBe(0);
    return answer.envelope.data as T;
  }

  async function richUser(email: string) {
    const user = await signInWithEmail(t, email);
    await setBalances(t, user.uid, { goldBalance: 5000, energy: 100 });
    return user;
  }

  /** A ready item, ordered as the studio screen does; its picture and thumbnail fetched. */
  async function made(user: SignedIn, path: string, order: Record<string, unknown>) {
    const { itemId } = await call<{ itemId: string }>(path, user, order);
    await t.generation.runWoken();
    const item = await call<Item>('/v1/ugc/item/detail', user, { itemId });
    expect(item.state).toBe('ready');
    await fetchWithThumbnail(t, item.url);
    if (item.posterUrl) await fetchWithThumbnail(t, item.posterUrl);
    return item;
  }

  const photo = (user: SignedIn, isPrivate: boolean) =>
    made(user, '/v1/ugc/photo/generate', {
      characterId: 'mei',
      prompt: 'cafe, coffee, smiling',
      isPrivate,
    });
  const video = (user: SignedIn, source: Record<string, unknown>) =>
    made(user, '/v1/ugc/video/generate', { durationSeconds: 2, ...source });

  const deleteItem = (user: SignedIn, itemId: string) =>
    call('/v1/character/photograph/edit', user, { itemId, delete: true });

  /** The stored files that belong to any of these media ids (the file and its thumbnails). */
  const filesOfIds = (files: string[], ids: string[]) =>
    files.filter((file) => ids.some((id) => file.includes(id)));

  it("erases an account's files with its rows, keeping its gallery pictures and others' files", async () => {
    const other = await richUser('files.other@example.com');
    const othersUpload = await uploadPhoto(t, other, 30);
    await fetchWithThumbnail(t, othersUpload.url);
    const othersPhoto = await photo(other, false);
    const before = await listFiles(t);

    const leaving = await richUser('files.leaving@example.com');
    const upload = await uploadPhoto(t, leaving, 60);
    await fetchWithThumbnail(t, upload.url);
    const privatePhoto = await photo(leaving, true);
    const galleryPhoto = await photo(leaving, false);
    const clipOfUpload = await video(leaving, { uploadId: upload.uploadId });
    const galleryClip = await video(leaving, { itemId: galleryPhoto.itemId });
    // A photo she sends in chat is drawn as a sharp copy and a public blurred one.
    const conversationId = await openConversation(t, leaving.token, 'mei');
    await call('/v1/session/chat', leaving, {
      conversationId,
      content: 'send me a selfie from the beach',
      askPhoto: true,
    });
    await repliesSettled(t);
    expect(await t.generation.runWoken()).toBe(1);
    const added = (await listFiles(t)).filter((file) => !before.includes(file));
    const kept = filesOfIds(
      added,
      [galleryPhoto.url, galleryClip.url, galleryClip.posterUrl].map(mediaIdOf),
    );
    // The upload, the private photo, the clip of the upload with its poster, two chat copies,
    // and thumbnails of the pictures.
    expect(added.length - kept.length).toBe(9);
    expect(filesOfIds(added, [privatePhoto.url, clipOfUpload.url].map(mediaIdOf))).toHaveLength(3);

    await call('/v1/user/danger-zone/deactivate', leaving, { confirm: true });
    await t.db
      .update(users)
      .set({ deactivatedAt: new Date(Date.now() - ACCOUNT_DELETION_GRACE_MS - 1000) })
      .where(eq(users.id, leaving.uid));
    expect(await accountEraserTask(t.db, t.services.storage).run(log)).toBe(1);

    expect(await listFiles(t)).toEqual([...before, ...kept].sort());
    expect(await t.db.select().from(mediaFileDeletions)).toEqual([]);
    expect((await t.app.request(galleryPhoto.url)).status).toBe(200);
    expect((await t.app.request(othersPhoto.url)).status).toBe(200);
    expect((await t.app.request(othersUpload.url)).status).toBe(200);
  });

  it("deletes a studio item's files with it, and those of one deleted while being made", async () => {
    const owner = await richUser('files.owner@example.com');
    const before = await listFiles(t);
    const first = await photo(owner, true);
    const clip = await video(owner, { itemId: first.itemId });
    const clipFiles = filesOfIds(await listFiles(t), [clip.url, clip.posterUrl].map(mediaIdOf));
    expect(clipFiles).toHaveLength(3);

    await deleteItem(owner, first.itemId);
    // The clip made of it is its own picture and stays.
    expect(await listFiles(t)).toEqual([...before, ...clipFiles].sort());
    expect((await t.app.request(first.url)).status).toBe(404);
    expect((await t.app.request(clip.url)).status).toBe(200);

    await deleteItem(owner, clip.itemId);
    expect(await listFiles(t)).toEqual(before);

    const { itemId } = await call<{ itemId: string }>('/v1/ugc/photo/generate', owner, {
      characterId: 'mei',
      prompt: 'park, autumn',
    });
    // Deleted while the model draws it: the picture it finishes is deleted as it is kept.
    drawing.beforeDrawing = () => deleteItem(owner, itemId);
    try {
      expect(await t.generation.runWoken()).toBe(1);
    } finally {
      drawing.beforeDrawing = async () => {};
    }
    expect(await t.db.select().from(mediaFileDeletions)).toHaveLength(3);
    expect(await mediaFileRemovalTask(t.db, t.services.storage).run(log)).toBe(3);
    expect(await listFiles(t)).toEqual(before);
  });

  it('removes a thumbnail made from a picture deleted while it was being made', async () => {
    const owner = await richUser('files.thumbnail.race@example.com');
    const before = await listFiles(t);
    const { itemId } = await call<{ itemId: string }>('/v1/ugc/photo/generate', owner, {
      characterId: 'mei',
      prompt: 'library, reading',
      isPrivate: true,
    });
    await t.generation.runWoken();
    const item = await call<Item>('/v1/ugc/item/detail', owner, { itemId });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let storing = false;
    // The thumbnail's request read the row; it stores the file once the item was deleted.
    storage.control.beforePut = async (key) => {
      if (!key.startsWith('thumbs/')) return;
      storing = true;
      await released;
    };
    try {
      const thumbnail = t.app.request(thumbnailUrlOf(item.url));
      await vi.waitFor(() => expect(storing).toBe(true), { timeout: 60_000, interval: 20 });
      await deleteItem(owner, itemId);
      release();
      expect((await thumbnail).status).toBe(200);
    } finally {
      storage.control.beforePut = undefined;
      release();
    }
    expect(await listFiles(t)).toEqual(before);
    expect(await t.db.select().from(mediaFileDeletions)).toEqual([]);
  });

  it('retries removing files storage refused until they are gone', async () => {
    const owner = await richUser('files.refused@example.com');
    const before = await listFiles(t);
    const item = await photo(owner, false);
    storage.control.refusing = true;
    try {
      await deleteItem(owner, item.itemId);
      expect((await t.app.request(item.url)).status).toBe(404);
      // The picture and its thumbnail stay stored; its record names them and the unmade width.
      const stored = filesOfIds(await listFiles(t), [mediaIdOf(item.url)]);
      expect(stored).toHaveLength(2);
      const waiting = await t.db.select().from(mediaFileDeletions);
      expect(waiting).toHaveLength(3);
      expect(waiting.map((row) => row.storageKey)).toEqual(expect.arrayContaining(stored));
      expect(waiting.every((row) => row.attempts === 1 && row.lastError)).toBe(true);
      expect(await mediaFileRemovalTask(t.db, t.services.storage).run(log)).toBe(0);
    } finally {
      storage.control.refusing = false;
    }
    expect(await mediaFileRemovalTask(t.db, t.services.storage).run(log)).toBe(3);
    expect(await listFiles(t)).toEqual(before);
    expect(await t.db.select().from(mediaFileDeletions)).toEqual([]);
  });
});
