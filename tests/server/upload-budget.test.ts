import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { HOUR_MS } from '../../src/contract/time';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { plainPng, pngChunk, type UploadAnswer, uploadPicture } from './helpers/test-pictures';

let t: TestApp;
let small: Buffer;
/** A 100×100 PNG of 4.9 MB: a picture with random bytes in a private chunk. */
let heavy: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  small = await plainPng(40, 40);
  heavy = Buffer.concat([
    small.subarray(0, -12),
    pngChunk('prVt', randomBytes(Math.floor(4.9 * 1024 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const MB = 1024 * 1024;

async function send(user: SignedIn, body: Buffer) {
  const answer = await uploadPicture(t, user, body);
  return { status: answer.status, ...((await answer.json()) as UploadAnswer) };
}

/** Uploads `body` `times` times one after another; answers each code. */
async function sendMany(user: SignedIn, body: Buffer, times: number) {
  const codes: number[] = [];
  for (let index = 0; index < times; index += 1) codes.push((await send(user, body)).code);
  return codes;
}

/** Moves the clock the server reads by `ms` (only `Date`: the database and timers run as ever). */
function passTime(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

describe('the upload budget', () => {
  it('holds exactly at 30 an hour under parallel uploads', async () => {
    const lea = await signInWithEmail(t, 'budget.lea@example.com');
    const answers = await Promise.all(Array.from({ length: 36 }, () => send(lea, small)));
    const taken = answers.filter((answer) => answer.code === 0);
    const refused = answers.filter((answer) => answer.code === REFUSAL_CODE.uploadLimit);
    expect(taken).toHaveLength(30);
    expect(refused).toHaveLength(6);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    expect(refused[0]?.msg).toBe(
      'You uploaded a lot recently: at most 30 photos or 50 MB an hour, and 100 photos or 200 MB a day. Try again later.',
    );
    expect((await send(lea, small)).code).toBe(REFUSAL_CODE.uploadLimit);
    // Another account has its own budget.
    const max = await signInWithEmail(t, 'budget.max@example.com');
    expect((await send(max, small)).code).toBe(0);
    // An hour later the hourly budget is back.
    passTime(HOUR_MS + 1000);
    expect((await send(lea, small)).code).toBe(0);
  });

  it('counts the bytes sent: 50 MB an hour', async () => {
    const ned = await signInWithEmail(t, 'budget.ned@example.com');
    expect(heavy.length).toBeGreaterThan(4.9 * MB);
    expect(await sendMany(ned, heavy, 10)).toEqual(Array(10).fill(0));
    // 49 MB sent: another heavy one is over, a small one still fits.
    expect((await send(ned, heavy)).code).toBe(REFUSAL_CODE.uploadLimit);
    expect((await send(ned, small)).code).toBe(0);
  });

  it('counts 100 uploads and 200 MB a day, whatever the hours', async () => {
    const ola = await signInWithEmail(t, 'budget.ola@example.com');
    for (let hour = 0; hour < 3; hour += 1) {
      expect(await sendMany(ola, small, 30)).toEqual(Array(30).fill(0));
      passTime(HOUR_MS + 1000);
    }
    expect(await sendMany(ola, small, 10)).toEqual(Array(10).fill(0));
    expect((await send(ola, small)).code).toBe(REFUSAL_CODE.uploadLimit);

    const pia = await signInWithEmail(t, 'budget.pia@example.com');
    for (let hour = 0; hour < 4; hour += 1) {
      expect(await sendMany(pia, heavy, 10)).toEqual(Array(10).fill(0));
      passTime(HOUR_MS + 1000);
    }
    // 40 × 4.9 MB = 196 MB today: another 4.9 MB is over the day's 200 MB.
    expect((await send(pia, heavy)).code).toBe(REFUSAL_CODE.uploadLimit);
    expect((await send(pia, small)).code).toBe(0);
    // A day after the first ones, they count no more.
    passTime(20 * HOUR_MS);
    expect((await send(ola, small)).code).toBe(0);
    expect((await send(pia, heavy)).code).toBe(0);
  });

  it('refuses an account over its budget before reading the body', async () => {
    const quy = await signInWithEmail(t, 'budget.quy@example.com');
    await Promise.all(Array.from({ length: 30 }, () => send(quy, small)));
    const answer = await uploadPicture(t, quy, small);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('connection')).toBe('close');
  });
});
