import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE } from '../../src/contract/api-codes';
import { FIRST_STEPS } from '../../src/contract/enums';
import { passResendWait, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The first-steps guides and the third-day banner are remembered per account (spec §3). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function seenSteps(token: string): Promise<string[]> {
  const profile = await t.call('/v1/user/my-profile', { token });
  return (profile.envelope.data as { user: { seenFirstSteps: string[] } }).user.seenFirstSteps;
}

describe('first steps seen', () => {
  it('starts with nothing seen, keeps each step once, and shows them on every device', async () => {
    const user = await signInWithEmail(t, 'first-steps@example.com');
    expect(await seenSteps(user.token)).toEqual([]);

    const marks = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('/v1/user/first-step/seen', { token: user.token, step: 'guideFirstChat' }),
      ),
    );
    for (const mark of marks) expect(mark.envelope.code).toBe(0);
    await t.call('/v1/user/first-step/seen', { token: user.token, step: 'thirdDayBanner' });
    expect(await seenSteps(user.token)).toEqual(['guideFirstChat', 'thirdDayBanner']);

    // Signing in again (another phone) reads the same list.
    await passResendWait(t);
    const again = await signInWithEmail(t, 'first-steps@example.com');
    expect(await seenSteps(again.token)).toEqual(['guideFirstChat', 'thirdDayBanner']);
  });

  it('takes every step of the spec and refuses any other name', async () => {
    const user = await signInWithEmail(t, 'all-steps@example.com');
    for (const step of FIRST_STEPS) {
      const mark = await t.call('/v1/user/first-step/seen', { token: user.token, step });
      expect(mark.envelope.code).toBe(0);
    }
    expect(await seenSteps(user.token)).toEqual([...FIRST_STEPS]);

    const unknown = await t.call('/v1/user/first-step/seen', { token: user.token, step: 'x' });
    expect(unknown.envelope.code).toBe(API_CODE.badParams);
    expect(unknown.envelope.msg).toMatch(/step/i);
  });

  it('keeps each account to its own list and asks a visitor to sign in', async () => {
    const one = await signInWithEmail(t, 'steps-one@example.com');
    const two = await signInWithEmail(t, 'steps-two@example.com');
    await t.call('/v1/user/first-step/seen', { token: one.token, step: 'pointHandling' });
    expect(await seenSteps(two.token)).toEqual([]);

    const visitor = await t.call('/v1/user/first-step/seen', { step: 'pointHandling' });
    expect(visitor.envelope.code).toBe(API_CODE.loginNeeded);
  });
});
