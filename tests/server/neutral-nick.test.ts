import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE } from '../../src/contract/api-codes';
import { users } from '../../src/server/db/schema/users';
import { startFakeGoogle } from './helpers/fake-google';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const CLIENT_ID = 'nick-test.apps.googleusercontent.com';
let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
beforeAll(async () => {
  google = await startFakeGoogle(CLIENT_ID);
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const publicNick = async (viewer: string, uid: string) => {
  const seen = await t.call('/v1/user/profile', { token: viewer, uid });
  expect(seen.envelope.code).toBe(0);
  return (seen.envelope.data as { nick: string }).nick;
};

describe('a new account’s public name', () => {
  it('is neutral after email sign-in, never the address’s local part', async () => {
    const ann = await signInWithEmail(t, 'ann.smith.1987@example.com');
    const viewer = await signInWithEmail(t, 'nick.viewer@example.com');
    expect(await publicNick(viewer.token, ann.uid)).toBe('Guest');
    const seen = await t.call('/v1/user/profile', { token: viewer.token, uid: ann.uid });
    expect(JSON.stringify(seen.envelope.data)).not.toContain('smith');
  });

  it('is neutral after Google sign-in too, not the Google name', async () => {
    const login = await t.call('/v1/login/google', {
      credential: await google.token({ name: 'Gina Gonzalez', email: 'gina.gonzalez@gmail.com' }),
    });
    expect(login.envelope.code).toBe(0);
    const { uid } = login.envelope.data as { uid: string };
    const viewer = await signInWithEmail(t, 'google.viewer@example.com');
    expect(await publicNick(viewer.token, uid)).toBe('Guest');
  });

  it('is what the user chooses, one visible line without control characters', async () => {
    const user = await signInWithEmail(t, 'chooser@example.com');
    const viewer = await signInWithEmail(t, 'chooser.viewer@example.com');
    const update = (nick: string) => t.call('/v1/user/update', { token: user.token, nick });
    for (const bad of [
      'Ann\u0007',
      'Ann\nSmith',
      'Ann\tSmith',
      'Ann\u202Eevil',
      '\u200B\u200B',
      'x'.repeat(33),
    ]) {
      const { status, envelope } = await update(bad);
      expect(status, JSON.stringify(bad)).toBe(200);
      expect(envelope.code, JSON.stringify(bad)).toBe(API_CODE.badParams);
      expect(envelope.msg, JSON.stringify(bad)).toContain('nick');
    }
    expect((await update('Ann\u0000')).envelope.msg).toContain('NUL');
    const chosen = await update('  Luna 👩‍🎨 ');
    expect(chosen.envelope).toMatchObject({ code: 0, data: { nick: 'Luna 👩‍🎨' } });
    expect(await publicNick(viewer.token, user.uid)).toBe('Luna 👩‍🎨');
  });
});

describe('the migration of existing accounts', () => {
  it('renames accounts still named after their address, keeps chosen names', async () => {
    const old = await signInWithEmail(t, 'Old.Timer@example.com');
    const chose = await signInWithEmail(t, 'chose.name@example.com');
    const viewer = await signInWithEmail(t, 'migration.viewer@example.com');
    // As the old sign-up named them: the address's local part, as typed.
    await t.db.update(users).set({ nick: 'old.timer' }).where(eq(users.id, old.uid));
    await t.db.update(users).set({ nick: 'Moonlight' }).where(eq(users.id, chose.uid));

    const migration = readFileSync(
      path.join(import.meta.dirname, '../../src/server/db/migrations/0026_neutral_nicks.sql'),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));

    expect(await publicNick(viewer.token, old.uid)).toBe('Guest');
    expect(await publicNick(viewer.token, chose.uid)).toBe('Moonlight');
  });
});
