import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import {
  LOGIN_MAILS_PER_EMAIL_PER_HOUR,
  LOGIN_MAILS_PER_IP_PER_HOUR,
  TOUR_VISITORS_PER_IP_PER_HOUR,
} from '../../src/contract/constants';
import { loginCodes } from '../../src/server/db/schema/login-codes';
import { visitors } from '../../src/server/db/schema/visitors';
import { passResendWait } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The send and visitor limits must hold when hundreds of requests arrive at once: on PostgreSQL
 * each request runs on its own connection, so a count followed by an insert let many through.
 */
const PARALLEL = 300;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_IP_HEADER: 'x-test-ip' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A caller address no other test uses. */
const freshIp = () => `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const requestCode = (email: string, ip: string) =>
  t.call('/v1/login/email/request-login', { email, useShortCode: true }, { 'x-test-ip': ip });

/** Runs `count` calls at once and answers how many were accepted and how each was refused. */
async function inParallel(
  count: number,
  call: (index: number) => Promise<{ envelope: { code: number } }>,
) {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => call(index)));
  const codes = answers.map((answer) => answer.envelope.code);
  return {
    accepted: codes.filter((code) => code === 0).length,
    refusals: new Set(codes.filter((code) => code !== 0)),
  };
}

const rowsFor = async (email: string) =>
  (await t.db.select().from(loginCodes).where(eq(loginCodes.address, email))).length;
const rowsFromIp = async (ip: string) =>
  (await t.db.select().from(loginCodes).where(eq(loginCodes.ip, ip))).length;
const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email).length;

describe('sign-in mail limits under parallel requests', () => {
  it('mails one address once however many ask at the same moment (60 s resend rule)', async () => {
    const email = 'burst@example.com';
    const result = await inParallel(PARALLEL, () => requestCode(email, freshIp()));
    expect(result.accepted).toBe(1);
    expect(result.refusals).toEqual(new Set([REFUSAL_CODE.resendTooSoon]));
    expect(await rowsFor(email)).toBe(1);
    expect(mailsTo(email)).toBe(1);
  });

  it('stops one address at the hourly limit when the resend wait is over', async () => {
    const email = 'hourly@example.com';
    for (let sent = 0; sent < LOGIN_MAILS_PER_EMAIL_PER_HOUR - 1; sent++) {
      expect((await requestCode(email, freshIp())).envelope.code).toBe(0);
      await passResendWait(t);
    }
    const last = await inParallel(PARALLEL, () => requestCode(email, freshIp()));
    expect(last.accepted).toBe(1);
    await passResendWait(t);
    const over = await inParallel(PARALLEL, () => requestCode(email, freshIp()));
    expect(over.accepted).toBe(0);
    expect(over.refusals).toEqual(new Set([REFUSAL_CODE.sendLimit]));
    expect(await rowsFor(email)).toBe(LOGIN_MAILS_PER_EMAIL_PER_HOUR);
  });

  it('mails at most the hourly number from one IP, to any number of addresses', async () => {
    const ip = freshIp();
    const result = await inParallel(PARALLEL, (index) =>
      requestCode(`ip-${index}@example.com`, ip),
    );
    expect(result.accepted).toBe(LOGIN_MAILS_PER_IP_PER_HOUR);
    expect(result.refusals).toEqual(new Set([REFUSAL_CODE.sendLimit]));
    expect(await rowsFromIp(ip)).toBe(LOGIN_MAILS_PER_IP_PER_HOUR);
  });

  it('holds the address and the IP limits together when both are hit at once', async () => {
    const ip = freshIp();
    // Half ask for the same address from the busy IP, half for their own address from it.
    const result = await inParallel(PARALLEL, (index) =>
      requestCode(index % 2 === 0 ? 'shared@example.com' : `mixed-${index}@example.com`, ip),
    );
    expect(await rowsFor('shared@example.com')).toBe(1);
    expect(await rowsFromIp(ip)).toBe(LOGIN_MAILS_PER_IP_PER_HOUR);
    expect(result.accepted).toBe(LOGIN_MAILS_PER_IP_PER_HOUR);
  });
});

describe('tour visitor limit under parallel requests', () => {
  it('starts at most the hourly number of tours from one network', async () => {
    const ip = freshIp();
    const result = await inParallel(PARALLEL, () =>
      t.call('/v1/tour/config', {}, { 'x-test-ip': ip }),
    );
    expect(result.accepted).toBe(TOUR_VISITORS_PER_IP_PER_HOUR);
    expect(result.refusals).toEqual(new Set([REFUSAL_CODE.tooManyVisitors]));
    expect((await t.db.select().from(visitors).where(eq(visitors.ip, ip))).length).toBe(
      TOUR_VISITORS_PER_IP_PER_HOUR,
    );
  });
});
