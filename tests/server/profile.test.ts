import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { ACCOUNT_DELETION_GRACE_MS } from '../../src/contract/constants';
import { erasedLedgerTotals, ledgerEntries } from '../../src/server/db/schema/ledger';
import { loginCodes } from '../../src/server/db/schema/login-codes';
import { identities, users } from '../../src/server/db/schema/users';
import { eraseExpiredAccounts } from '../../src/server/features/accounts/data-rights';
import { setBalances } from './helpers/chat';
import { passResendWait, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const data = async (path: string, body: Record<string, unknown>, headers = {}) => {
  const { envelope } = await t.call(path, body, headers);
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data as Record<string, unknown>;
};

describe('profile', () => {
  it('updates nick, language, tags and first-run settings', async () => {
    const { token } = await signInWithEmail(t, 'ann@example.com');
    expect(await data('/v1/user/update', { token, nick: '  Annie ', lang: 'ja' })).toMatchObject({
      nick: 'Annie',
      lang: 'ja',
    });
    expect(
      await data('/v1/user/update-tags', { token, tags: ['romance', 'anime', 'romance'] }),
    ).toMatchObject({ preferenceTags: ['romance', 'anime'] });
    expect(await data('/v1/user/init', { token, lang: 'ko', tags: ['fantasy'] })).toMatchObject({
      lang: 'ko',
      preferenceTags: ['fantasy'],
      isRegister: true,
    });
    const tooLong = await t.call('/v1/user/update', { token, nick: 'x'.repeat(33) });
    expect(tooLong.envelope.code).toBe(API_CODE.badParams);
    const badLang = await t.call('/v1/user/update', { token, lang: 'xx' });
    expect(badLang.envelope.code).toBe(API_CODE.badParams);
  });

  it('turns NSFW on only after the 18+ confirmation', async () => {
    const { token } = await signInWithEmail(t, 'bo@example.com');
    const refused = await t.call('/v1/user/settings/enable-nsfw', { token, enableNSFW: true });
    expect(refused.envelope.code).toBe(REFUSAL_CODE.adultConfirmationNeeded);
    expect(await data('/v1/user/settings/confirm-adult', { token, confirmed: true })).toMatchObject(
      {
        adultConfirmed: true,
        enableNSFW: false,
      },
    );
    expect(await data('/v1/user/settings/enable-nsfw', { token, enableNSFW: true })).toMatchObject({
      enableNSFW: true,
    });
    expect(await data('/v1/user/settings/enable-nsfw', { token, enableNSFW: false })).toMatchObject(
      {
        enableNSFW: false,
      },
    );
  });

  it('takes the country from the proxy header and the city from the user', async () => {
    const { token } = await signInWithEmail(t, 'cy@example.com');
    const header = { 'cf-ipcountry': 'de' };
    expect(await data('/v1/location/analyse-geo', { token }, header)).toEqual({
      countryCode: 'DE',
      city: null,
    });
    expect(await data('/v1/user/update-geom', { token, city: 'Berlin' }, header)).toEqual({
      countryCode: 'DE',
      city: 'Berlin',
    });
    expect(await data('/v1/location', { token })).toEqual({ countryCode: 'DE', city: 'Berlin' });
    expect(await data('/v1/user/my-profile', { token })).toMatchObject({
      user: { location: { countryCode: 'DE', city: 'Berlin' } },
    });
  });

  it('answers not found for an unknown user', async () => {
    const { token } = await signInWithEmail(t, 'di@example.com');
    const unknown = await t.call('/v1/user/profile', { token, uid: 'nobody' });
    expect(unknown.envelope.code).toBe(REFUSAL_CODE.notFound);
  });
});

describe('data rights', () => {
  it('exports everything held about the user as JSON', async () => {
    const { token, uid } = await signInWithEmail(t, 'ed@example.com');
    await t.call('/v1/log/report', {
      token,
      events: [{ name: 'page_view', params: { page: 'home' } }],
    });
    const exported = await data('/v1/user/export', { token });
    expect(exported).toMatchObject({
      profile: { id: uid, nick: 'Guest' },
      signInMethods: [{ kind: 'email', subject: 'ed@example.com' }],
      sessions: [expect.objectContaining({ revokedAt: null })],
      signInMails: [expect.objectContaining({ email: 'ed@example.com', kind: 'code' })],
      ledger: [],
    });
    expect(JSON.stringify(exported)).not.toContain(token);
  });

  it('deactivates (ending sessions), restores within the grace period, and erases after it', async () => {
    const inviter = await signInWithEmail(t, 'inviter@example.com');
    await setBalances(t, inviter.uid, { energy: 50 });
    const { token, uid } = await signInWithEmail(t, 'fay@example.com', { inviter: inviter.uid });
    await passResendWait(t);

    const refused = await t.call('/v1/user/danger-zone/deactivate', { token });
    expect(refused.envelope.code).toBe(API_CODE.badParams);
    const deactivated = await data('/v1/user/danger-zone/deactivate', { token, confirm: true });
    const scheduled = new Date(String(deactivated.deletionScheduledAt)).getTime();
    expect(scheduled - Date.now()).toBeGreaterThan(ACCOUNT_DELETION_GRACE_MS - 60_000);
    expect((await t.call('/v1/user/my-profile', { token })).envelope.code).toBe(
      API_CODE.loginNeeded,
    );

    // Signing in again within the grace period shows the pending deletion; activate undoes it.
    const again = await signInWithEmail(t, 'fay@example.com');
    expect(again.uid).toBe(uid);
    expect(await data('/v1/user/my-profile', { token: again.token })).toMatchObject({
      user: { deletionScheduledAt: deactivated.deletionScheduledAt },
    });
    expect(await data('/v1/user/danger-zone/activate', { token: again.token })).toMatchObject({
      deletionScheduledAt: null,
    });

    // Deactivate again and let the grace period pass: personal data goes, ledger totals stay.
    await data('/v1/user/danger-zone/deactivate', { token: again.token, confirm: true });
    await t.db
      .update(users)
      .set({ deactivatedAt: new Date(Date.now() - ACCOUNT_DELETION_GRACE_MS - 1000) })
      .where(eq(users.id, uid));
    await t.db.insert(ledgerEntries).values({
      userId: uid,
      direction: 1,
      currency: 'gold',
      amount: 300,
      reason: 'test-grant',
      reference: 'order-1',
    });
    expect(await eraseExpiredAccounts(t.db)).toBe(1);

    const [row] = await t.db.select().from(users).where(eq(users.id, uid));
    expect(row).toMatchObject({ nick: '', inviterId: null, channel: null, goldBalance: 0 });
    expect(row?.erasedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(identities).where(eq(identities.userId, uid))).toEqual([]);
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, uid))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(loginCodes).where(eq(loginCodes.address, 'fay@example.com')),
    ).toEqual([]);
    expect(await t.db.select().from(erasedLedgerTotals)).toEqual([
      expect.objectContaining({ currency: 'gold', direction: 1, amount: 300 }),
    ]);
    // The inviter keeps the reward earned from this invitee.
    expect(await data('/v1/user/my-profile', { token: inviter.token })).toMatchObject({
      user: { energy: 60 },
    });

    // The address is free again: signing in makes a new account.
    const fresh = await signInWithEmail(t, 'fay@example.com');
    expect(fresh.uid).not.toBe(uid);
  });

  it('refuses to restore after the grace period', async () => {
    const { token, uid } = await signInWithEmail(t, 'gil@example.com');
    await t.db
      .update(users)
      .set({ deactivatedAt: new Date(Date.now() - ACCOUNT_DELETION_GRACE_MS - 1000) })
      .where(eq(users.id, uid));
    const late = await t.call('/v1/user/danger-zone/activate', { token });
    expect(late.envelope.code).toBe(REFUSAL_CODE.notFound);
  });
});
