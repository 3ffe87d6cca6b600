import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { encodeStartParam } from '../../src/contract/start-params';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { setBalances } from './helpers/chat';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const BOT_TOKEN = '1234567890:harness-test-bot-token';
const user = { id: 777000111, first_name: 'Mila', last_name: 'K', language_code: 'ru' };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN });
});
afterEach(() => t.close());

const launch = (fields: Partial<Parameters<typeof signInitData>[0]> = {}, token = BOT_TOKEN) =>
  signInitData({ user, authDate: new Date(), ...fields }, token);

const telegramLogin = async (initData: string) =>
  (await t.call('/v1/login/telegram', { initData })).envelope;

describe('Telegram sign-in', () => {
  it('creates the user from init data, then finds the same user again', async () => {
    const first = await telegramLogin(await launch());
    expect(first).toMatchObject({ code: 0, data: { success: true, isNew: true, lang: 'ru' } });
    const { token, uid } = first.data as { token: string; uid: string };
    const profile = await t.call('/v1/user/my-profile', { token });
    expect(profile.envelope.data).toMatchObject({ user: { id: uid, nick: 'Mila K', lang: 'ru' } });

    const second = await telegramLogin(await launch());
    expect(second.data).toMatchObject({ uid, isNew: false });
    const binds = await t.call('/v1/user/binds', { token });
    expect(binds.envelope.data).toMatchObject({ binds: [{ type: 'telegram', label: 'Mila K' }] });
  });

  it('refuses forged, expired, future-dated and other-bot init data', async () => {
    const good = await launch();
    const forged = good.replace(encodeURIComponent('"Mila"'), encodeURIComponent('"Eve"'));
    expect(forged).not.toBe(good);
    expect((await telegramLogin(forged)).code).toBe(REFUSAL_CODE.signInRefused);

    const old = await launch({ authDate: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const expired = await telegramLogin(old);
    expect(expired).toMatchObject({ code: REFUSAL_CODE.signInRefused });
    expect(expired.msg).toMatch(/expired/);

    // Signed with our token but dated ahead: a year, and an hour (more than clock drift).
    for (const aheadMs of [365 * 24 * 60 * 60 * 1000, 60 * 60 * 1000]) {
      const future = await launch({ authDate: new Date(Date.now() + aheadMs) });
      const refused = await telegramLogin(future);
      expect(refused).toMatchObject({ code: REFUSAL_CODE.signInRefused });
      expect(refused.msg).toMatch(/future/);
    }
    // A minute ahead is clock drift between the phone, Telegram and us.
    const drifted = await telegramLogin(await launch({ authDate: new Date(Date.now() + 60_000) }));
    expect(drifted.code).toBe(0);

    const otherBot = await launch({}, '987654321:another-bot-token');
    expect((await telegramLogin(otherBot)).code).toBe(REFUSAL_CODE.signInRefused);
    expect((await telegramLogin('user=%7B%7D&hash=00')).code).toBe(REFUSAL_CODE.signInRefused);
  });

  it('trusts the signed start parameter for inviter and channel, and rewards the inviter once', async () => {
    const inviter = await signInWithEmail(t, 'inviter@example.com');
    // Below the cap, so the whole reward fits.
    await setBalances(t, inviter.uid, { energy: 50 });
    const startParam = encodeStartParam({ u: inviter.uid, ch: 'tg-ads' });
    const invitee = await telegramLogin(await launch({ startParam }));
    const { token, uid } = invitee.data as { token: string; uid: string };
    const profile = await t.call('/v1/user/my-profile', { token });
    expect(profile.envelope.data).toMatchObject({
      channel: 'tg-ads',
      user: { inviter: inviter.uid },
    });

    await telegramLogin(await launch({ startParam }));
    const inviterProfile = await t.call('/v1/user/my-profile', { token: inviter.token });
    expect(inviterProfile.envelope.data).toMatchObject({ user: { energy: 60 } });
    const rewards = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, inviter.uid), eq(ledgerEntries.reason, 'invite')));
    expect(rewards).toEqual([
      expect.objectContaining({ direction: 1, currency: 'energy', amount: 10, reference: uid }),
    ]);
  });

  it('ignores an inviter that does not exist', async () => {
    const startParam = encodeStartParam({ u: 'nobody' });
    const { data } = await telegramLogin(await launch({ startParam }));
    const profile = await t.call('/v1/user/my-profile', {
      token: (data as { token: string }).token,
    });
    expect(profile.envelope.data).toMatchObject({ user: { inviter: null } });
  });

  it('links Telegram to a signed-in account and refuses one used by another account', async () => {
    const ann = await signInWithEmail(t, 'ann@example.com');
    const bound = await t.call('/v1/user/bind/telegram', {
      token: ann.token,
      initData: await launch(),
    });
    expect(bound.envelope.data).toMatchObject({
      binds: [{ type: 'email' }, { type: 'telegram', label: 'Mila K' }],
    });
    expect((await telegramLogin(await launch())).data).toMatchObject({ uid: ann.uid });

    const bob = await signInWithEmail(t, 'bob@example.com');
    const stolen = await t.call('/v1/user/bind/telegram', {
      token: bob.token,
      initData: await launch(),
    });
    expect(stolen.envelope.code).toBe(REFUSAL_CODE.methodTaken);
  });
});

describe('Telegram sign-in switched off', () => {
  it('answers a clear error without a bot token, and for brands without Telegram login', async () => {
    const plain = await createTestApp();
    const initData = await launch();
    const withoutToken = await plain.call('/v1/login/telegram', { initData });
    expect(withoutToken.envelope).toMatchObject({ code: REFUSAL_CODE.signInUnavailable });
    await plain.close();

    const otherBrand = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, BRAND: 'lynplay' });
    const refused = await otherBrand.call('/v1/login/telegram', { initData });
    expect(refused.envelope).toMatchObject({ code: REFUSAL_CODE.signInUnavailable });
    await otherBrand.close();
  });
});
