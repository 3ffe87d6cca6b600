import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { loginCodes } from '../../src/server/db/schema/login-codes';
import { lastCodeFor, lastLinkTokenFor, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ CLIENT_IP_HEADER: 'x-test-ip', PUBLIC_ORIGIN: 'https://app.test' });
});
afterEach(() => t.close());

const requestCode = (email: string, headers: Record<string, string> = {}) =>
  t.call('/v1/login/email/request-login', { email, useShortCode: true }, headers);

/** Moves every sent code of an address back in time, as if `ms` had passed. */
async function age(email: string, ms: number) {
  const rows = await t.db.select().from(loginCodes).where(eq(loginCodes.address, email));
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

describe('email code sign-in', () => {
  it('mails a 6-digit code, writes it to the outbox and signs in with it', async () => {
    const { envelope } = await requestCode('Ann@Example.com');
    expect(envelope).toEqual({ code: 0, msg: 'ok', data: { success: true } });
    const code = lastCodeFor(t, 'ann@example.com');
    const files = readdirSync(path.join(t.dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(t.dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ann@example.com');
    expect(eml).toContain(code);
    expect(eml).toContain('Content-Type: text/html');

    const login = await t.call('/v1/login/email', { email: 'ann@example.com', code });
    expect(login.envelope.code).toBe(0);
    const result = login.envelope.data as Record<string, unknown>;
    expect(result).toMatchObject({ success: true, isNew: true, lang: 'en' });
    expect(result.uid).toBe(result.id);
    expect(typeof result.token).toBe('string');

    const profile = await t.call('/v1/user/my-profile', { token: result.token });
    expect(profile.envelope.data).toMatchObject({
      user: {
        id: result.uid,
        nick: 'Guest',
        energy: 100,
        goldBalance: 0,
        vip: false,
        isRegister: true,
      },
      goldBalance: 0,
      rewardEnergyAddHomeScreen: false,
    });
  });

  it('signs the same address into the same account, and a code works once', async () => {
    const first = await signInWithEmail(t, 'bo@example.com');
    await age('bo@example.com', 61_000);
    const second = await signInWithEmail(t, 'BO@example.com');
    expect(second.uid).toBe(first.uid);
    const reuse = await t.call('/v1/login/email', {
      email: 'bo@example.com',
      code: lastCodeFor(t, 'bo@example.com'),
    });
    expect(reuse.envelope.code).toBe(REFUSAL_CODE.codeExpired);
  });

  it('mails in the language asked for', async () => {
    await t.call('/v1/login/email/request-login', { email: 'de@example.com', lang: 'de' });
    const mail = t.mails.at(-1);
    expect(mail?.html).toContain('lang="de"');
    expect(mail?.subject).not.toContain('sign-in code');
    await t.call('/v1/login/email/request-login', { email: 'ar@example.com', lang: 'ar' });
    expect(t.mails.at(-1)?.html).toContain('dir="rtl"');
  });

  it('refuses a wrong code, then locks the code after 5 wrong tries', async () => {
    await requestCode('cy@example.com');
    const code = lastCodeFor(t, 'cy@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const { envelope } = await t.call('/v1/login/email', {
        email: 'cy@example.com',
        code: wrong,
      });
      expect(envelope.code).toBe(REFUSAL_CODE.codeWrong);
      expect(envelope.msg).toBe('The code is not correct');
    }
    const sixth = await t.call('/v1/login/email', { email: 'cy@example.com', code });
    expect(sixth.envelope.code).toBe(REFUSAL_CODE.codeLocked);
  });

  it('refuses an expired code', async () => {
    await requestCode('di@example.com');
    await age('di@example.com', 10 * 60_000 + 1);
    const { envelope } = await t.call('/v1/login/email', {
      email: 'di@example.com',
      code: lastCodeFor(t, 'di@example.com'),
    });
    expect(envelope.code).toBe(REFUSAL_CODE.codeExpired);
  });

  it('refuses a resend within 60 s and allows it after', async () => {
    await requestCode('ed@example.com');
    expect((await requestCode('ed@example.com')).envelope.code).toBe(REFUSAL_CODE.resendTooSoon);
    await age('ed@example.com', 60_000);
    expect((await requestCode('ed@example.com')).envelope.code).toBe(0);
    expect(t.mails.filter((mail) => mail.to === 'ed@example.com')).toHaveLength(2);
  });

  it('limits mails per address and per IP in an hour', async () => {
    for (let index = 0; index < 5; index++) {
      expect((await requestCode('fi@example.com')).envelope.code).toBe(0);
      await age('fi@example.com', 61_000);
    }
    expect((await requestCode('fi@example.com')).envelope.code).toBe(REFUSAL_CODE.sendLimit);

    const ip = { 'x-test-ip': '203.0.113.9' };
    for (let index = 0; index < 20; index++) {
      expect((await requestCode(`user${index}@example.com`, ip)).envelope.code).toBe(0);
    }
    expect((await requestCode('other@example.com', ip)).envelope.code).toBe(REFUSAL_CODE.sendLimit);
    expect(
      (await requestCode('other@example.com', { 'x-test-ip': '203.0.113.10' })).envelope.code,
    ).toBe(0);
  });

  it('refuses malformed addresses and codes with 1000', async () => {
    for (const email of ['no-at-sign', 'a@b', 'a b@example.com', 'a@example.toolong', '']) {
      const { envelope } = await requestCode(email);
      expect(envelope.code, email).toBe(API_CODE.badParams);
    }
    for (const code of ['12345', '1234567', 'abcdef']) {
      const { envelope } = await t.call('/v1/login/email', { email: 'x@example.com', code });
      expect(envelope.code, code).toBe(API_CODE.badParams);
    }
    expect(t.mails).toHaveLength(0);
  });

  it('answers the same whether or not the address has an account', async () => {
    await signInWithEmail(t, 'known@example.com');
    await age('known@example.com', 61_000);
    const known = await requestCode('known@example.com');
    const unknown = await requestCode('unknown@example.com');
    expect(known.envelope).toEqual(unknown.envelope);
  });
});

describe('magic link sign-in', () => {
  it('mails a link with tmpToken that signs in once', async () => {
    const { envelope } = await t.call('/v1/login/email/request-login', {
      email: 'gus@example.com',
      useShortCode: false,
      lang: 'fr',
      returnPath: '/chat',
    });
    expect(envelope.code).toBe(0);
    const mail = t.mails.at(-1);
    expect(mail?.text).toMatch(/https:\/\/app\.test\/fr\/chat\?tmpToken=/);
    const tmpToken = lastLinkTokenFor(t, 'gus@example.com');

    // The link opens the French page, whose client sends its language along.
    const login = await t.call('/v1/login/email/link', { tmpToken, lang: 'fr' });
    expect(login.envelope).toMatchObject({ code: 0, data: { success: true, lang: 'fr' } });
    const again = await t.call('/v1/login/email/link', { tmpToken });
    expect(again.envelope.code).toBe(REFUSAL_CODE.codeExpired);
  });

  it('refuses an unknown or expired link token', async () => {
    const unknown = await t.call('/v1/login/email/link', { tmpToken: 'x'.repeat(43) });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.codeExpired);
    await t.call('/v1/login/email/request-login', {
      email: 'hal@example.com',
      useShortCode: false,
    });
    await age('hal@example.com', 10 * 60_000 + 1);
    const expired = await t.call('/v1/login/email/link', {
      tmpToken: lastLinkTokenFor(t, 'hal@example.com'),
    });
    expect(expired.envelope.code).toBe(REFUSAL_CODE.codeExpired);
  });

  it('refuses a return path that leaves the site', async () => {
    const { envelope } = await t.call('/v1/login/email/request-login', {
      email: 'ivy@example.com',
      useShortCode: false,
      returnPath: '//evil.test/',
    });
    expect(envelope.code).toBe(API_CODE.badParams);
  });
});
