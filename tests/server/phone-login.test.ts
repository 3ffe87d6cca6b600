import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { parseEnv } from '../../src/server/config/env';
import { loginCodes } from '../../src/server/db/schema/login-codes';
import { startFakeTwilio } from './helpers/fake-twilio';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const ANN = '+14155552671';
const TWILIO = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'twilio-test-token' };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ CLIENT_IP_HEADER: 'x-test-ip' });
});
afterEach(() => t.close());

const requestCode = (phone: string, extra: Record<string, unknown> = {}, headers = {}) =>
  t.call('/v1/login/phone/valid-code/request', { phone, ...extra }, headers);

/** The code of the newest SMS to `phone` (E.164), read from the text like a person would. */
function lastSmsCode(to: string): string {
  const text = [...t.texts].reverse().find((message) => message.to === to);
  const code = text?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS to ${to}`);
  return code;
}

/** Moves every code sent to `address` back in time, as if `ms` had passed. */
async function age(address: string, ms: number) {
  const rows = await t.db.select().from(loginCodes).where(eq(loginCodes.address, address));
  for (const row of rows) {
    await t.db
      .update(loginCodes)
      .set({
        createdAt: new Date(row.createdAt.getTime() - ms),
        expiresAt: new Date(row.expiresAt.getTime() - ms),
      })
      .where(eq(loginCodes.id, row.id));
  }
}

async function signInWithPhone(phone: string) {
  const request = await requestCode(phone);
  expect(request.envelope.code).toBe(0);
  const sentTo = (request.envelope.data as { phone: string }).phone;
  const login = await t.call('/v1/login/phone', { phone, code: lastSmsCode(sentTo) });
  expect(login.envelope.code).toBe(0);
  return login.envelope.data as { token: string; uid: string; isNew: boolean };
}

describe('phone code sign-in (embedded outbox)', () => {
  it('texts a 6-digit code to the outbox in E.164 and signs in with it', async () => {
    const { envelope } = await requestCode('+1 (415) 555-2671', { lang: 'de' });
    expect(envelope).toEqual({ code: 0, msg: 'ok', data: { success: true, phone: ANN } });
    const code = lastSmsCode(ANN);
    const files = readdirSync(path.join(t.dataDir, 'outbox'));
    expect(files).toEqual([expect.stringMatching(/\.sms\.txt$/)]);
    const file = readFileSync(path.join(t.dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(file).toContain(`To: ${ANN}`);
    expect(file).toContain(code);
    // In the language asked for: the German code mail's subject line.
    expect(file).toContain('Anmeldecode');

    // Typed differently, it is the same number.
    const login = await t.call('/v1/login/phone', { phone: '415-555-2671', country: 'US', code });
    expect(login.envelope.code).toBe(0);
    const result = login.envelope.data as { token: string; uid: string; isNew: boolean };
    expect(result.isNew).toBe(true);
    const binds = await t.call('/v1/user/binds', { token: result.token });
    expect(binds.envelope.data).toEqual({
      binds: [{ type: 'phone', label: ANN, createdAt: expect.any(String) }],
    });
    // The number stays private: it is not the public nick.
    const profile = await t.call('/v1/user/profile', { token: result.token, uid: result.uid });
    expect(profile.envelope).toMatchObject({ code: 0, data: { nick: 'Guest' } });
    expect(JSON.stringify(profile.envelope.data)).not.toContain('555');
  });

  it('signs the same number into the same account, and a code works once', async () => {
    const first = await signInWithPhone('+33612345678');
    await age('+33612345678', 61_000);
    const second = await signInWithPhone('+33 6 12 34 56 78');
    expect(second.uid).toBe(first.uid);
    expect(second.isNew).toBe(false);
    const reuse = await t.call('/v1/login/phone', {
      phone: '+33612345678',
      code: lastSmsCode('+33612345678'),
    });
    expect(reuse.envelope.code).toBe(REFUSAL_CODE.codeExpired);
  });

  it('refuses numbers that cannot exist with 1000 and a readable reason', async () => {
    for (const phone of ['+44 12', '+1 555 555 5555', 'not a number', '0612345678']) {
      const { status, envelope } = await requestCode(phone);
      expect(status).toBe(200);
      expect(envelope.code).toBe(API_CODE.badParams);
      expect(envelope.msg).toContain('not a valid phone number');
    }
    const tooLong = await requestCode('+1'.padEnd(40, '2'));
    expect(tooLong.envelope.code).toBe(API_CODE.badParams);
    const badCountry = await requestCode('4155552671', { country: 'usa' });
    expect(badCountry.envelope.code).toBe(API_CODE.badParams);
    expect(t.texts).toHaveLength(0);
  });

  it('locks the code after 5 wrong tries and refuses an expired one', async () => {
    await requestCode(ANN);
    const code = lastSmsCode(ANN);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const { envelope } = await t.call('/v1/login/phone', { phone: ANN, code: wrong });
      expect(envelope.code).toBe(REFUSAL_CODE.codeWrong);
    }
    const sixth = await t.call('/v1/login/phone', { phone: ANN, code });
    expect(sixth.envelope.code).toBe(REFUSAL_CODE.codeLocked);

    await age(ANN, 10 * 60_000 + 1);
    await requestCode(ANN);
    await age(ANN, 10 * 60_000 + 1);
    const expired = await t.call('/v1/login/phone', { phone: ANN, code: lastSmsCode(ANN) });
    expect(expired.envelope.code).toBe(REFUSAL_CODE.codeExpired);
  });

  it('keeps the 60 s countdown and the hourly limits per number and per IP', async () => {
    await requestCode(ANN);
    expect((await requestCode(ANN)).envelope.code).toBe(REFUSAL_CODE.resendTooSoon);
    await age(ANN, 60_000);
    expect((await requestCode(ANN)).envelope.code).toBe(0);
    for (let index = 0; index < 3; index++) {
      await age(ANN, 61_000);
      expect((await requestCode(ANN)).envelope.code).toBe(0);
    }
    await age(ANN, 61_000);
    const limited = await requestCode(ANN);
    expect(limited.envelope).toMatchObject({
      code: REFUSAL_CODE.sendLimit,
      msg: 'Too many sign-in SMS messages; try again in an hour',
    });

    const ip = { 'x-test-ip': '203.0.113.7' };
    for (let index = 0; index < 20; index++) {
      const phone = `+1415555${String(3000 + index)}`;
      expect((await requestCode(phone, {}, ip)).envelope.code).toBe(0);
    }
    expect((await requestCode('+14155554000', {}, ip)).envelope.code).toBe(REFUSAL_CODE.sendLimit);
    // Mail has its own per-IP count.
    const mail = await t.call(
      '/v1/login/email/request-login',
      { email: 'ip@example.com', useShortCode: true },
      ip,
    );
    expect(mail.envelope.code).toBe(0);
  });
});

describe('binding a phone', () => {
  it('adds a number to a signed-in account, which then signs in with it', async () => {
    const owner = await signInWithEmail(t, 'pat@example.com');
    await requestCode('+49 1512 3456789');
    const bound = await t.call('/v1/user/bind/phone', {
      token: owner.token,
      phone: '+4915123456789',
      code: lastSmsCode('+4915123456789'),
    });
    expect(bound.envelope.code).toBe(0);
    expect((bound.envelope.data as { binds: Array<{ type: string }> }).binds).toEqual([
      expect.objectContaining({ type: 'email' }),
      expect.objectContaining({ type: 'phone', label: '+4915123456789' }),
    ]);
    await age('+4915123456789', 61_000);
    const again = await signInWithPhone('+4915123456789');
    expect(again.uid).toBe(owner.uid);
  });

  it('refuses a number already bound to another account, and a wrong code', async () => {
    await signInWithPhone(ANN);
    const other = await signInWithEmail(t, 'quinn@example.com');
    await age(ANN, 61_000);
    await requestCode(ANN);
    const taken = await t.call('/v1/user/bind/phone', {
      token: other.token,
      phone: ANN,
      code: lastSmsCode(ANN),
    });
    expect(taken.envelope).toMatchObject({
      code: REFUSAL_CODE.methodTaken,
      msg: 'This sign-in method belongs to another account',
    });

    await requestCode('+33612345678');
    const code = lastSmsCode('+33612345678');
    const wrong = await t.call('/v1/user/bind/phone', {
      token: other.token,
      phone: '+33612345678',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.envelope.code).toBe(REFUSAL_CODE.codeWrong);
    const signedOut = await t.call('/v1/user/bind/phone', { phone: '+33612345678', code });
    expect(signedOut.envelope.code).toBe(API_CODE.loginNeeded);
  });
});

describe('Twilio', () => {
  it('sends the code through the Messages API with basic auth and a form body', async () => {
    const twilio = await startFakeTwilio(TWILIO);
    const app = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: '+15017122661',
      TWILIO_API_BASE_URL: twilio.base,
    });
    try {
      const request = await app.call('/v1/login/phone/valid-code/request', { phone: ANN });
      expect(request.envelope.code).toBe(0);
      expect(twilio.sent).toEqual([
        { To: ANN, From: '+15017122661', Body: expect.stringMatching(/\b\d{6}\b/) },
      ]);
      const code = twilio.sent[0]?.Body.match(/\b(\d{6})\b/)?.[1];
      const login = await app.call('/v1/login/phone', { phone: ANN, code });
      expect(login.envelope.code).toBe(0);
      // Nothing goes to the outbox when a provider delivers.
      expect(() => readdirSync(path.join(app.dataDir, 'outbox'))).toThrow();
    } finally {
      await app.close();
      await twilio.close();
    }
  });

  it('turns refusals and a wrong token into readable failures, never a 500', async () => {
    const twilio = await startFakeTwilio(TWILIO);
    const app = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: '+15017122661',
      TWILIO_API_BASE_URL: twilio.base,
    });
    const wrongToken = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: 'not-the-token',
      TWILIO_FROM: '+15017122661',
      TWILIO_API_BASE_URL: twilio.base,
    });
    try {
      twilio.refuseNext(400, 21610, 'Attempt to send to unsubscribed recipient');
      const refused = await app.call('/v1/login/phone/valid-code/request', { phone: ANN });
      expect(refused.status).toBe(200);
      expect(refused.envelope).toMatchObject({
        code: REFUSAL_CODE.smsFailed,
        msg: 'The code could not be sent: Attempt to send to unsubscribed recipient',
      });

      const unauthorised = await wrongToken.call('/v1/login/phone/valid-code/request', {
        phone: ANN,
      });
      expect(unauthorised.status).toBe(200);
      expect(unauthorised.envelope.code).toBe(REFUSAL_CODE.smsFailed);
      expect(unauthorised.envelope.msg).toContain('not available right now');
      expect(twilio.sent).toHaveLength(0);
    } finally {
      await app.close();
      await wrongToken.close();
      await twilio.close();
    }

    // A provider that is gone is a readable failure too.
    const gone = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: '+15017122661',
      TWILIO_API_BASE_URL: twilio.base,
    });
    try {
      const unreachable = await gone.call('/v1/login/phone/valid-code/request', { phone: ANN });
      expect(unreachable.status).toBe(200);
      expect(unreachable.envelope.code).toBe(REFUSAL_CODE.smsFailed);
      expect(unreachable.envelope.msg).toContain('could not be reached');
    } finally {
      await gone.close();
    }
  });

  it('refuses to start with Twilio chosen but not configured', () => {
    expect(() => parseEnv({ SMS_PROVIDER: 'twilio', TWILIO_FROM: '+15017122661' })).toThrow(
      /TWILIO_ACCOUNT_SID is missing[\s\S]*TWILIO_AUTH_TOKEN is missing/,
    );
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: 'nope' })).toThrow(/TWILIO_ACCOUNT_SID="nope"/);
  });
});
