import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import { ENERGY_CAP, INVITE_REWARD_ENERGY, VIP_ENERGY_CAP } from '../../src/contract/constants';
import { encodeStartParam } from '../../src/contract/start-params';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import { users } from '../../src/server/db/schema/users';
import {
  ENERGY_RECOVERY_PER_HOUR,
  VIP_ENERGY_RECOVERY_PER_HOUR,
} from '../../src/server/features/entitlements/entitlements';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Energy rewards fill up to the cap and never past it (docs/decisions.md). */
const BOT_TOKEN = '1234567890:harness-test-bot-token';
const nextYear = () => new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN });
});
afterAll(() => t.close());

let telegramId = 700_000_000;
/** A new Telegram user opening the Mini App from the inviter's link. */
async function invitedSignIn(inviter: SignedIn) {
  const initData = await signInitData(
    {
      user: { id: telegramId++, first_name: 'Friend', language_code: 'en' },
      authDate: new Date(),
      startParam: encodeStartParam({ u: inviter.uid }),
    },
    BOT_TOKEN,
  );
  return t.call('/v1/login/telegram', { initData });
}

const energyOf = async (inviter: SignedIn) =>
  (
    (await t.call('/v1/user/my-profile', { token: inviter.token })).envelope.data as {
      user: { energy: number; energyCap: number };
    }
  ).user;

const inviteRewards = async (inviter: SignedIn) =>
  t.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, inviter.uid), eq(ledgerEntries.reason, 'invite')));

describe('invite rewards and the energy cap', () => {
  it('gives an inviter at the cap nothing more, however many friends join', async () => {
    const inviter = await signInWithEmail(t, 'full.inviter@example.com');
    for (let index = 0; index < 10; index++) {
      expect((await invitedSignIn(inviter)).envelope.code).toBe(0);
    }
    expect(await energyOf(inviter)).toMatchObject({ energy: ENERGY_CAP, energyCap: ENERGY_CAP });
    expect(await inviteRewards(inviter)).toEqual([]);
  });

  it('fills an inviter just below the cap up to it, and writes what was given', async () => {
    const inviter = await signInWithEmail(t, 'nearly.full@example.com');
    await setBalances(t, inviter.uid, { energy: ENERGY_CAP - 4 });
    await invitedSignIn(inviter);
    await invitedSignIn(inviter);
    expect((await energyOf(inviter)).energy).toBe(ENERGY_CAP);
    expect(await inviteRewards(inviter)).toEqual([{ amount: 4 }]);
  });

  it('follows a member’s higher cap', async () => {
    const member = await signInWithEmail(t, 'member.inviter@example.com');
    await setBalances(t, member.uid, { energy: ENERGY_CAP, vipExpireAt: nextYear() });
    await invitedSignIn(member);
    expect(await energyOf(member)).toMatchObject({
      energy: ENERGY_CAP + INVITE_REWARD_ENERGY,
      energyCap: VIP_ENERGY_CAP,
    });
  });

  it('stops at the cap when hundreds of invitees join at once', async () => {
    const inviter = await signInWithEmail(t, 'popular@example.com');
    await setBalances(t, inviter.uid, { energy: 0 });
    const answers = await Promise.all(Array.from({ length: 300 }, () => invitedSignIn(inviter)));
    expect(answers.every((answer) => answer.envelope.code === 0)).toBe(true);
    expect((await energyOf(inviter)).energy).toBe(ENERGY_CAP);
    const given = (await inviteRewards(inviter)).reduce((sum, row) => sum + row.amount, 0);
    expect(given).toBe(ENERGY_CAP);
  });
});

describe('the next refill in the profile', () => {
  const profileOf = async (user: SignedIn) =>
    (
      (await t.call('/v1/user/my-profile', { token: user.token })).envelope.data as {
        user: { energy: number; energyRefillAt: string | null; energyRefillAmount: number };
      }
    ).user;

  it('names the hour of the next refill and its size while energy is below the cap', async () => {
    const user = await signInWithEmail(t, 'empty.energy@example.com');
    const recoveredAt = new Date(Date.now() - 20 * 60 * 1000);
    await setBalances(t, user.uid, { energy: 0 });
    await t.db.update(users).set({ energyRecoveredAt: recoveredAt }).where(eq(users.id, user.uid));
    const profile = await profileOf(user);
    expect(profile.energy).toBe(0);
    expect(profile.energyRefillAt).toBe(new Date(recoveredAt.getTime() + 3_600_000).toISOString());
    expect(profile.energyRefillAmount).toBe(ENERGY_RECOVERY_PER_HOUR);
  });

  it('has no refill time at the cap, and a member refills ten times faster', async () => {
    const user = await signInWithEmail(t, 'full.energy@example.com');
    await setBalances(t, user.uid, { energy: ENERGY_CAP });
    expect(await profileOf(user)).toMatchObject({ energyRefillAt: null });
    await setBalances(t, user.uid, { energy: 0, vipExpireAt: nextYear() });
    expect(await profileOf(user)).toMatchObject({
      energyRefillAmount: VIP_ENERGY_RECOVERY_PER_HOUR,
    });
  });
});
