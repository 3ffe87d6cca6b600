import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import {
  ENERGY_CAP,
  HOME_SCREEN_REWARD_ENERGY,
  INVITE_REWARD_ENERGY,
  SUPPORT_CHANNEL_GIFT_COINS,
  SURVEY_REWARD_COINS,
} from '../../src/contract/constants';
import { DEV_BOT_TOKEN, localChatMembersPath } from '../../src/contract/local-bot-api';
import { encodeStartParam } from '../../src/contract/start-params';
import { SURVEY_QUESTIONS } from '../../src/contract/survey';
import { ledgerEntries } from '../../src/server/db/schema/ledger';
import {
  type LocalBotApi,
  startLocalBotApi,
} from '../../src/server/providers/telegram/local-bot-api/local-bot-api';
import { setBalances } from './helpers/chat';
import { pressSandbox, RETURN_URL } from './helpers/payments';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/** One-time rewards (spec §9) paid exactly once, however many claims arrive together. */
const CHANNEL = '@support_channel';
const PARALLEL_CLAIMS = 6;

let t: TestApp;
let botApi: LocalBotApi;
beforeAll(async () => {
  botApi = await startLocalBotApi({ token: DEV_BOT_TOKEN });
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN,
    TELEGRAM_API_ROOT: botApi.url,
    SUPPORT_CHANNEL_CHAT_ID: CHANNEL,
  });
});
afterAll(async () => {
  await t.close();
  await botApi.close();
});

let nextTelegramId = 710_000_000;
/** Opens the Mini App as a Telegram user, optionally from someone's invite link. */
async function telegramSignIn(telegramId = nextTelegramId++, inviter?: string) {
  const initData = await signInitData(
    {
      user: { id: telegramId, first_name: 'Friend', language_code: 'en' },
      authDate: new Date(),
      ...(inviter ? { startParam: encodeStartParam({ u: inviter }) } : {}),
    },
    DEV_BOT_TOKEN,
  );
  const login = await t.call('/v1/login/telegram', { initData });
  expect(login.envelope.code).toBe(0);
  const { token, uid } = login.envelope.data as { token: string; uid: string };
  return { token, uid, telegramId };
}

const ledgerRows = (uid: string, reason: string) =>
  t.db
    .select({ amount: ledgerEntries.amount, currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, uid), eq(ledgerEntries.reason, reason)));

async function profileOf(user: SignedIn) {
  const profile = await t.call('/v1/user/my-profile', { token: user.token });
  return profile.envelope.data as {
    user: { energy: number; goldBalance: number };
    rewardEnergyAddHomeScreen: boolean;
  };
}

/** Fires the same call several times at once and answers the envelope codes, sorted. */
async function together(path: string, body: Record<string, unknown>) {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL_CLAIMS }, () => t.call(path, body)),
  );
  return answers.map((answer) => answer.envelope.code).sort((a, b) => a - b);
}

const laterCodes = (codes: number[]) => codes.slice(1);

describe('the home-screen gift', () => {
  it('gives 20 energy once under parallel claims, and the profile says so', async () => {
    const user = await signInWithEmail(t, 'home.screen@example.com');
    await setBalances(t, user.uid, { energy: 10 });
    expect((await profileOf(user)).rewardEnergyAddHomeScreen).toBe(false);
    const codes = await together('/v1/user/reward/energy', {
      token: user.token,
      event: 'addHomeScreen',
    });
    expect(codes[0]).toBe(0);
    expect(laterCodes(codes)).toEqual(Array(PARALLEL_CLAIMS - 1).fill(REFUSAL_CODE.rewardClaimed));
    const profile = await profileOf(user);
    expect(profile.user.energy).toBe(10 + HOME_SCREEN_REWARD_ENERGY);
    expect(profile.rewardEnergyAddHomeScreen).toBe(true);
    expect(await ledgerRows(user.uid, 'home_screen')).toEqual([
      { amount: HOME_SCREEN_REWARD_ENERGY, currency: 'energy' },
    ]);
  });

  it('keeps the gift for later while the energy bar is full', async () => {
    const user = await signInWithEmail(t, 'full.bar@example.com');
    const full = await t.call('/v1/user/reward/energy', {
      token: user.token,
      event: 'addHomeScreen',
    });
    expect(full.envelope.code).toBe(REFUSAL_CODE.energyFull);
    expect((await profileOf(user)).rewardEnergyAddHomeScreen).toBe(false);
    await setBalances(t, user.uid, { energy: ENERGY_CAP - 5 });
    const claimed = await t.call('/v1/user/reward/energy', {
      token: user.token,
      event: 'addHomeScreen',
    });
    expect(claimed.envelope).toMatchObject({ code: 0, data: { success: true, energy: 5 } });
  });

  it('refuses an event it does not know, and signed-out callers', async () => {
    const user = await signInWithEmail(t, 'odd.event@example.com');
    const odd = await t.call('/v1/user/reward/energy', { token: user.token, event: 'bookmark' });
    expect(odd.envelope.code).toBe(1000);
    const signedOut = await t.call('/v1/user/reward/energy', { event: 'addHomeScreen' });
    expect(signedOut.envelope.code).toBe(1003);
  });
});

describe('the survey', () => {
  const answerAll = async (user: SignedIn, skip = 0) => {
    for (const question of SURVEY_QUESTIONS.slice(0, SURVEY_QUESTIONS.length - skip)) {
      const answer = await t.call('/v1/survey/answer', {
        token: user.token,
        questionId: question.id,
        choiceId: question.choices[0],
      });
      expect(answer.envelope.code).toBe(0);
    }
  };

  it('keeps answers between visits and refuses to finish with questions left', async () => {
    const user = await signInWithEmail(t, 'survey.resume@example.com');
    await answerAll(user, 2);
    const status = await t.call('/v1/survey/status', { token: user.token });
    expect(status.envelope.data).toMatchObject({ isCompleted: false });
    const answered = (status.envelope.data as { answers: Record<string, string> }).answers;
    expect(Object.keys(answered)).toHaveLength(SURVEY_QUESTIONS.length - 2);
    const early = await t.call('/v1/survey/complete', { token: user.token });
    expect(early.envelope.code).toBe(REFUSAL_CODE.surveyIncomplete);
    expect(await ledgerRows(user.uid, 'survey')).toEqual([]);
  });

  it('refuses a choice that is not the question’s, and an unknown question', async () => {
    const user = await signInWithEmail(t, 'survey.bad@example.com');
    const wrongChoice = await t.call('/v1/survey/answer', {
      token: user.token,
      questionId: 'ageRange',
      choiceId: 'realistic',
    });
    expect(wrongChoice.envelope.code).toBe(REFUSAL_CODE.notFound);
    const wrongQuestion = await t.call('/v1/survey/answer', {
      token: user.token,
      questionId: 'shoeSize',
      choiceId: 'big',
    });
    expect(wrongQuestion.envelope.code).toBe(1000);
  });

  it('pays 50 coins once under parallel completions, then keeps the answers', async () => {
    const user = await signInWithEmail(t, 'survey.done@example.com');
    await answerAll(user);
    const changed = await t.call('/v1/survey/answer', {
      token: user.token,
      questionId: 'recommend',
      choiceId: 'likely',
    });
    expect(changed.envelope.data).toMatchObject({ answers: { recommend: 'likely' } });
    const codes = await together('/v1/survey/complete', { token: user.token });
    expect(codes[0]).toBe(0);
    expect(laterCodes(codes)).toEqual(Array(PARALLEL_CLAIMS - 1).fill(REFUSAL_CODE.rewardClaimed));
    expect((await profileOf(user)).user.goldBalance).toBe(SURVEY_REWARD_COINS);
    expect(await ledgerRows(user.uid, 'survey')).toEqual([
      { amount: SURVEY_REWARD_COINS, currency: 'gold' },
    ]);
    const afterwards = await t.call('/v1/survey/answer', {
      token: user.token,
      questionId: 'recommend',
      choiceId: 'unlikely',
    });
    expect(afterwards.envelope.code).toBe(REFUSAL_CODE.rewardClaimed);
    const status = await t.call('/v1/survey/status', { token: user.token });
    expect(status.envelope.data).toMatchObject({
      isCompleted: true,
      answers: { recommend: 'likely' },
    });
  });
});

describe('the support channel', () => {
  const join = (telegramId: number, method: 'POST' | 'DELETE' = 'POST') =>
    fetch(`${botApi.url}${localChatMembersPath(CHANNEL)}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: telegramId }),
    });

  it('checks membership with getChatMember and gives 20 coins once', async () => {
    const user = await telegramSignIn();
    // Someone else is in the channel, so the Bot API knows it.
    await join(1);
    const status = await t.call('/v1/user/support-channel/status', { token: user.token });
    expect(status.envelope.data).toEqual({
      url: 'https://t.me/support_channel',
      isJoined: false,
      hasTelegram: true,
    });
    const early = await t.call('/v1/user/support-channel/claim', { token: user.token });
    expect(early.envelope.code).toBe(REFUSAL_CODE.channelNotJoined);
    await join(user.telegramId);
    const codes = await together('/v1/user/support-channel/claim', { token: user.token });
    expect(codes[0]).toBe(0);
    expect(laterCodes(codes)).toEqual(Array(PARALLEL_CLAIMS - 1).fill(REFUSAL_CODE.rewardClaimed));
    expect((await profileOf(user)).user.goldBalance).toBe(SUPPORT_CHANNEL_GIFT_COINS);
    expect(await ledgerRows(user.uid, 'support_channel_gift')).toHaveLength(1);
  });

  it('adds 5% bonus coins to a member’s coin pack, and none to others', async () => {
    const member = await telegramSignIn();
    await join(member.telegramId);
    expect(
      (await t.call('/v1/user/support-channel/claim', { token: member.token })).envelope.code,
    ).toBe(0);
    const other = await signInWithEmail(t, 'not.in.channel@example.com');
    for (const buyer of [member, other]) {
      const created = await t.call('/v1/gold/order/create', {
        token: buyer.token,
        id: 'gold-550',
        comeFrom: 'test',
      });
      const { orderId } = created.envelope.data as { orderId: string };
      await t.call('/v1/gold/order/payment', {
        token: buyer.token,
        orderId,
        payMethod: 'Sandbox',
        returnUrl: RETURN_URL,
      });
      await pressSandbox(t, orderId, 'pay');
    }
    expect(await ledgerRows(member.uid, 'support_channel_bonus')).toEqual([
      { amount: 27, currency: 'gold' },
    ]);
    expect((await profileOf(member)).user.goldBalance).toBe(SUPPORT_CHANNEL_GIFT_COINS + 550 + 27);
    expect((await profileOf(other)).user.goldBalance).toBe(550);
  });

  it('asks an account without Telegram to link it first', async () => {
    const user = await signInWithEmail(t, 'no.telegram@example.com');
    const claim = await t.call('/v1/user/support-channel/claim', { token: user.token });
    expect(claim.envelope.code).toBe(REFUSAL_CODE.telegramNeeded);
  });
});

describe('invites', () => {
  it('credits the inviter for new invitees only, once each, and shows the count', async () => {
    const inviter = await signInWithEmail(t, 'inviter@example.com');
    await setBalances(t, inviter.uid, { energy: 0 });
    const friend = nextTelegramId++;
    // The same new friend opening the link twice at once makes one account.
    await Promise.all([telegramSignIn(friend, inviter.uid), telegramSignIn(friend, inviter.uid)]);
    // Someone who already had an account opening the link later is no new invitee.
    const existing = await telegramSignIn();
    await telegramSignIn(existing.telegramId, inviter.uid);
    await signInWithEmail(t, 'second.friend@example.com', { inviter: inviter.uid });
    const summary = await t.call('/v1/user/invite/summary', { token: inviter.token });
    expect(summary.envelope.data).toEqual({
      invitedCount: 2,
      energyEarned: 2 * INVITE_REWARD_ENERGY,
      telegramAppUrl: 'https://t.me/local_dev_bot',
    });
    expect(await ledgerRows(inviter.uid, 'invite')).toHaveLength(2);
  });

  it('prepares a Telegram share message for the caller’s own invite only', async () => {
    const user = await telegramSignIn();
    const prepared = await t.call('/v1/user/invite/prepared-message', {
      token: user.token,
      startParam: encodeStartParam({ u: user.uid }),
      text: 'Come chat with me',
      buttonText: 'Open the app',
    });
    expect(prepared.envelope).toMatchObject({ code: 0, data: { id: expect.any(String) } });
    const someoneElse = await t.call('/v1/user/invite/prepared-message', {
      token: user.token,
      startParam: encodeStartParam({ u: 'someone-else' }),
      text: 'Come chat with me',
      buttonText: 'Open the app',
    });
    expect(someoneElse.envelope.code).toBe(REFUSAL_CODE.notFound);
  });
});
