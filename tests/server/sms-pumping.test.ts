import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { parseEnv } from '../../src/server/config/env';
import { loginCodes } from '../../src/server/db/schema/login-codes';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(env: Record<string, string> = {}) {
  const app = await createTestApp({ CLIENT_IP_HEADER: 'x-test-ip', ...env });
  apps.push(app);
  return app;
}

/** Asks for a sign-in code by SMS, each call from its own IP so the per-IP limit stays out. */
let nextIp = 1;
const requestCode = (t: TestApp, phone: string) =>
  t.call(
    '/v1/login/phone/valid-code/request',
    { phone },
    { 'x-test-ip': `198.51.100.${nextIp++}` },
  );

/** The refusals counted under `reason` on /metrics, as a scraper reads them. */
async function refusedOnMetrics(t: TestApp, reason: string): Promise<number> {
  const text = await (await t.app.request('/metrics')).text();
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`sms_codes_refused_total{reason="${reason}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

const MOBILE_GB = '+44 7400 123456';

describe('sign-in SMS only to numbers that take a text', () => {
  it('refuses premium-rate, shared-cost, UAN, toll-free and fixed-line numbers, texts a mobile', async () => {
    const t = await appWith();
    const refused = [
      ['+44 909 879 0000', 'premium_rate', 'a premium-rate number'],
      ['+33 8 10 12 34 56', 'shared_cost', 'a shared-cost number'],
      ['+44 300 123 4567', 'uan', 'a company (UAN) number'],
      ['+44 800 123 4567', 'toll_free', 'a toll-free number'],
      ['+44 20 7946 0000', 'fixed_line', 'a landline'],
    ] as const;
    for (const [phone, reason, kind] of refused) {
      const before = await refusedOnMetrics(t, reason);
      const { status, envelope } = await requestCode(t, phone);
      expect(status, phone).toBe(200);
      expect(envelope, phone).toMatchObject({
        code: REFUSAL_CODE.smsNumberRefused,
        msg: `Sign-in codes are texted only to mobile numbers; this is ${kind}`,
      });
      expect(await refusedOnMetrics(t, reason), phone).toBe(before + 1);
    }
    expect(t.texts).toEqual([]);
    expect(await t.db.select().from(loginCodes)).toEqual([]);

    const mobile = await requestCode(t, MOBILE_GB);
    expect(mobile.envelope).toMatchObject({ code: 0, data: { phone: '+447400123456' } });
    expect(t.texts.map((text) => text.to)).toEqual(['+447400123456']);
    // An American number can be either kind: it may take a text.
    expect((await requestCode(t, '+1 415 555 2671')).envelope.code).toBe(0);
    const scraped = await (await t.app.request('/metrics')).text();
    expect(scraped).toContain('# TYPE sms_codes_refused_total counter');
  });

  it('texts only the countries of SMS_COUNTRIES when it is set', async () => {
    const t = await appWith({ SMS_COUNTRIES: 'FR,DE' });
    const before = await refusedOnMetrics(t, 'country');
    const outside = await requestCode(t, MOBILE_GB);
    expect(outside.envelope).toMatchObject({
      code: REFUSAL_CODE.smsNumberRefused,
      msg: 'Sign-in codes are not texted to numbers of this country (GB)',
    });
    expect(await refusedOnMetrics(t, 'country')).toBe(before + 1);
    expect((await requestCode(t, '+33 6 12 34 56 78')).envelope.code).toBe(0);
    expect((await requestCode(t, '+49 1512 3456789')).envelope.code).toBe(0);
    // A premium number of an allowed country is still refused for its kind.
    expect((await requestCode(t, '+33 8 90 12 34 56')).envelope.code).toBe(
      REFUSAL_CODE.smsNumberRefused,
    );
    expect(t.texts.map((text) => text.to)).toEqual(['+33612345678', '+4915123456789']);
  });

  it('stops at the hourly budget of all senders together, and starts again an hour later', async () => {
    const t = await appWith({ SMS_HOURLY_LIMIT: '2' });
    expect((await requestCode(t, '+33 6 12 34 56 01')).envelope.code).toBe(0);
    expect((await requestCode(t, '+33 6 12 34 56 02')).envelope.code).toBe(0);
    const before = await refusedOnMetrics(t, 'hourly_budget');
    const third = await requestCode(t, '+33 6 12 34 56 03');
    expect(third.envelope).toMatchObject({
      code: REFUSAL_CODE.smsPaused,
      msg: 'Sign-in codes by SMS are paused for a while; try again later or sign in with email',
    });
    expect(await refusedOnMetrics(t, 'hourly_budget')).toBe(before + 1);
    expect(t.texts).toHaveLength(2);
    // Mail is not part of the SMS budget.
    const mail = await t.call('/v1/login/email/request-login', {
      email: 'budget@example.com',
      useShortCode: true,
    });
    expect(mail.envelope.code).toBe(0);

    // An hour later the budget is free again.
    for (const row of await t.db.select().from(loginCodes)) {
      await t.db
        .update(loginCodes)
        .set({ createdAt: new Date(row.createdAt.getTime() - 60 * 60_000) })
        .where(eq(loginCodes.id, row.id));
    }
    expect((await requestCode(t, '+33 6 12 34 56 03')).envelope.code).toBe(0);
  });

  it('holds the budget when many ask at once', async () => {
    const t = await appWith({ SMS_HOURLY_LIMIT: '3' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => requestCode(t, `+33 6 12 34 57 ${10 + index}`)),
    );
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === REFUSAL_CODE.smsPaused)).toHaveLength(5);
    expect(t.texts).toHaveLength(3);
  });

  it('binding a phone goes through the same checks', async () => {
    const t = await appWith();
    const owner = await signInWithEmail(t, 'binder@example.com');
    const premium = await requestCode(t, '+44 909 879 0000');
    expect(premium.envelope.code).toBe(REFUSAL_CODE.smsNumberRefused);
    const bind = await t.call('/v1/user/bind/phone', {
      token: owner.token,
      phone: '+449098790000',
      code: '123456',
    });
    expect(bind.envelope.code).toBe(REFUSAL_CODE.codeExpired);

    expect((await requestCode(t, MOBILE_GB)).envelope.code).toBe(0);
    const code = t.texts.at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
    const bound = await t.call('/v1/user/bind/phone', {
      token: owner.token,
      phone: MOBILE_GB,
      code,
    });
    expect(bound.envelope).toMatchObject({
      code: 0,
      data: { binds: [{ type: 'email' }, { type: 'phone', label: '+447400123456' }] },
    });
  });
});

describe('SMS settings', () => {
  it('refuse bad values by name', () => {
    expect(() => parseEnv({ SMS_COUNTRIES: 'gb' })).toThrow(/SMS_COUNTRIES/);
    expect(() => parseEnv({ SMS_HOURLY_LIMIT: '0' })).toThrow(/SMS_HOURLY_LIMIT/);
    expect(parseEnv({ SMS_COUNTRIES: 'GB, FR' })).toMatchObject({
      SMS_COUNTRIES: ['GB', 'FR'],
      SMS_HOURLY_LIMIT: 200,
    });
  });
});
