import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/server/providers/storage/disk-storage';
import type { MediaStorage, StoredFile } from '../../src/server/providers/storage/media-storage';
import { createS3Storage } from '../../src/server/providers/storage/s3-storage';

const folders: string[] = [];
/** The bytes a read answered, as text; an empty string for a missing file. */
const bodyText = async (file: StoredFile | null) => (file ? text(file.body) : '');
const scratch = (name: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
  folders.push(folder);
  return folder;
};

/** A real S3-compatible server (s3rver) on 127.0.0.1, with the bucket the app is given. */
let s3Server: S3rver;
let s3Endpoint = '';
beforeAll(async () => {
  s3Server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: scratch('s3') });
  const { port } = await s3Server.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await admin.send(new CreateBucketCommand({ Bucket: 'app-media' }));
});
afterAll(async () => {
  await s3Server.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const storages: Array<[string, () => MediaStorage]> = [
  ['disk', () => createDiskStorage(scratch('media'))],
  [
    's3',
    () =>
      createS3Storage({
        bucket: 'app-media',
        endpoint: s3Endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'media/',
      }),
  ],
];

describe.each(storages)('media storage on %s', (_kind, create) => {
  it('stores, reads whole and in ranges, replaces and deletes a file', async () => {
    const storage = create();
    const key = 'generated/ab/abcdef.png';
    expect(await storage.get(key)).toBeNull();
    expect(await storage.has(key)).toBe(false);
    await storage.put(key, Buffer.from('0123456789'), 'image/png');
    expect(await storage.has(key)).toBe(true);

    const whole = await storage.get(key);
    expect(whole).toMatchObject({ size: 10, contentType: 'image/png', range: null });
    expect(await bodyText(whole)).toBe('0123456789');

    const part = await storage.get(key, { start: 2, end: 5 });
    expect(part).toMatchObject({ size: 10, range: { start: 2, end: 5 } });
    expect(await bodyText(part)).toBe('2345');
    const tail = await storage.get(key, { start: 8, end: 100 });
    expect(tail?.range).toEqual({ start: 8, end: 9 });
    expect(await bodyText(tail)).toBe('89');

    await storage.put(key, Buffer.from('new'), 'image/png');
    expect(await bodyText(await storage.get(key))).toBe('new');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = create();
    for (const key of ['../escape.png', '/etc/passwd', 'a//b.png', 'a/../../b.png', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
        'not a storage key',
      );
    }
  });
});

it('leaves no part-written file behind on disk', async () => {
  const root = scratch('media-parts');
  const storage = createDiskStorage(root);
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      storage.put('same/key.webp', Buffer.alloc(50_000, i), 'image/webp'),
    ),
  );
  expect(readdirSync(path.join(root, 'same'))).toEqual(['key.webp']);
});
