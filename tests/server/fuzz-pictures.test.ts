import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { handmadePng, type UploadAnswer, uploadPicture } from './helpers/test-pictures';

/**
 * Pictures of every shape, honest and forged (pixel bombs, headers claiming sizes their bytes do
 * not hold, cut-off files), posted to `POST /upload/photo` and then ordered as clips: never a
 * server error (5xx), and what is kept stays within the caps. A sibling of fuzz.test.ts.
 */
const RUNS = 60;
/** Above this many raw bytes a handmade PNG is only a header: decoding it would only cost time. */
const MAX_PIXEL_BYTES = 2 * 1024 * 1024;
/** Uploads per account, under its hourly budget, so every run reaches the picture checks. */
const RUNS_PER_ACCOUNT = 25;

let t: TestApp;
const accounts: SignedIn[] = [];
let seedJpeg: Buffer;
let seedWebp: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  for (let index = 0; index < Math.ceil((RUNS + 10) / RUNS_PER_ACCOUNT); index += 1) {
    const account = await signInWithEmail(t, `fuzz.pictures.${index}@example.com`);
    await setBalances(t, account.uid, { goldBalance: 1_000_000 });
    accounts.push(account);
  }
  const seed = sharp({ create: { width: 24, height: 16, channels: 3, background: '#446688' } });
  seedJpeg = await seed.clone().jpeg().toBuffer();
  seedWebp = await seed.clone().webp().toBuffer();
});
afterAll(() => t.close());

/** A JPEG whose frame header claims `width`×`height` over 24×16 pixels of data. */
function forgedJpeg(width: number, height: number): Buffer {
  const forged = Buffer.from(seedJpeg);
  const frame = forged.indexOf(Buffer.from([0xff, 0xc0]));
  forged.writeUInt16BE(height, frame + 5);
  forged.writeUInt16BE(width, frame + 7);
  return forged;
}

const side = fc.oneof(
  fc.integer({ min: 1, max: 64 }),
  fc.integer({ min: 1, max: 9000 }),
  fc.integer({ min: 8000, max: 0x7fffffff }),
  fc.constantFrom(1, 2, 8191, 8192, 8193, 16383, 16384, 65535),
);

const picture = fc.oneof(
  fc.record({ width: side, height: side }).map(({ width, height }) => {
    const pixelBytes = (1 + Math.ceil(width / 8)) * height;
    return handmadePng(width, height, { idat: pixelBytes <= MAX_PIXEL_BYTES ? 'zeros' : 'none' });
  }),
  fc
    .record({
      width: fc.integer({ min: 1, max: 65535 }),
      height: fc.integer({ min: 1, max: 65535 }),
    })
    .map(({ width, height }) => forgedJpeg(width, height)),
  fc.record({ which: fc.boolean(), cut: fc.nat() }).map(({ which, cut }) => {
    const whole = which ? seedJpeg : seedWebp;
    return whole.subarray(0, cut % whole.length);
  }),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
);

describe('fuzzed pictures', () => {
  it('the upload route and the clips made of its uploads', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(picture, async (bytes) => {
        const account = accounts[Math.floor(run / RUNS_PER_ACCOUNT) % accounts.length] as SignedIn;
        run += 1;
        const answer = await uploadPicture(t, account, bytes);
        expect(answer.status).toBeLessThan(500);
        const envelope = (await answer.json()) as UploadAnswer;
        if (envelope.code !== 0 || !envelope.data) return;
        expect(Math.max(envelope.data.width, envelope.data.height)).toBeLessThanOrEqual(2560);
        const order = await t.call('/v1/ugc/video/generate', {
          token: account.token,
          uploadId: envelope.data.uploadId,
          resolution: '720p',
          durationSeconds: 2,
        });
        expect(order.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
