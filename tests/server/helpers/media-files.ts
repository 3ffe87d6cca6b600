import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { MediaStorage } from '../../../src/server/providers/storage/media-storage';
import type { SignedIn } from './sign-in';
import type { TestApp } from './test-app';

const S3_BUCKET = 'app-media';
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) on 127.0.0.1 with the app's bucket, and how to stop it. */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_KEYS,
  });
  await admin.send(new CreateBucketCommand({ Bucket: S3_BUCKET }));
  return {
    /** The app's settings for this server, its files under `prefix`. */
    env: (prefix: string) => ({
      S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      S3_PREFIX: prefix,
    }),
    /** Every key under `prefix`, without it. */
    async keys(prefix: string): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await admin.send(
          new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) keys.push(object.Key?.slice(prefix.length) ?? '');
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every file under DATA_DIR/media, as storage keys, sorted. */
export function diskFiles(t: TestApp): string[] {
  const root = path.join(t.dataDir, 'media');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * A media storage whose deletes can be made to fail, as an unreachable bucket's would, and whose
 * writes can be held (`beforePut` runs before each and may wait).
 */
export function refusingStorage(storage: MediaStorage) {
  const control: { refusing: boolean; beforePut?: (key: string) => Promise<void> } = {
    refusing: false,
  };
  const wrapped: MediaStorage = {
    kind: storage.kind,
    async put(key, bytes, contentType) {
      await control.beforePut?.(key);
      await storage.put(key, bytes, contentType);
    },
    get: (key, range) => storage.get(key, range),
    has: (key) => storage.has(key),
    async delete(key) {
      if (control.refusing) throw new Error('storage unavailable');
      await storage.delete(key);
    },
  };
  return { control, wrapped };
}

/** A small PNG of one colour, different for each shade. */
function pngOf(shade: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: shade, g: 80, b: 120 } },
  })
    .png()
    .toBuffer();
}

/** Uploads a photo as the video screen does; answers its id and signed address. */
export async function uploadPhoto(t: TestApp, user: SignedIn, shade: number) {
  const response = await t.app.request('/upload/photo', {
    method: 'POST',
    body: new Uint8Array(await pngOf(shade)),
    headers: { 'content-type': 'image/png', authorization: `Bearer ${user.token}` },
  });
  const envelope = (await response.json()) as {
    code: number;
    data: { uploadId: string; url: string };
  };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

/** The address of a picture's list-size thumbnail. */
export const thumbnailUrlOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}w=192`;

/** Fetches a picture and its list-size thumbnail (made and kept on first request); both must exist. */
export async function fetchWithThumbnail(t: TestApp, url: string): Promise<void> {
  expect((await t.app.request(url)).status).toBe(200);
  expect((await t.app.request(thumbnailUrlOf(url))).status).toBe(200);
}

/** The media id in a `/media/{id}` address. */
export const mediaIdOf = (url: string) =>
  new URL(url, 'http://app').pathname.split('/').pop() ?? '';
