import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { startFakeGoogle } from './helpers/fake-google';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle(CLIENT_ID);
});
afterAll(() => google.close());
beforeEach(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterEach(() => t.close());

const googleLogin = async (credential: string) =>
  (await t.call('/v1/login/google', { credential })).envelope;

describe('Google sign-in', () => {
  it('offers Google in the config and signs in with a valid ID token', async () => {
    const config = await t.call('/v1/config');
    expect(config.envelope.data).toMatchObject({
      supportLoginType: [1, 2, 4],
      googleClientId: CLIENT_ID,
    });

    const first = await googleLogin(await google.token());
    expect(first).toMatchObject({ code: 0, data: { success: true, isNew: true } });
    const { token, uid } = first.data as { token: string; uid: string };
    const profile = await t.call('/v1/user/my-profile', { token });
    expect(profile.envelope.data).toMatchObject({ user: { id: uid, nick: 'Guest' } });
    const binds = await t.call('/v1/user/binds', { token });
    expect(binds.envelope.data).toMatchObject({
      binds: [
        { type: 'google', label: 'gina@gmail.com' },
        { type: 'email', label: 'gina@gmail.com' },
      ],
    });
    expect((await googleLogin(await google.token())).data).toMatchObject({ uid, isNew: false });
  });

  it('refuses a wrong audience, a wrong issuer, an expired token and a bad signature', async () => {
    const cases = {
      audience: await google.token({ aud: 'someone-else.apps.googleusercontent.com' }),
      issuer: await google.token({ iss: 'https://evil.example.com' }),
      expired: await google.token({}, { expiresInS: -600 }),
      signature: await google.token({}, { key: await google.otherKey() }),
      garbage: 'not-a-jwt',
    };
    for (const [name, credential] of Object.entries(cases)) {
      const answer = await googleLogin(credential);
      expect(answer.code, name).toBe(REFUSAL_CODE.signInRefused);
      expect(answer.msg).toBe('The Google sign-in could not be verified');
    }
  });

  it('joins the account of a verified address, but not of an unverified one', async () => {
    const ann = await signInWithEmail(t, 'ann@gmail.com');
    const verified = await googleLogin(
      await google.token({ sub: '111', email: 'ann@gmail.com', email_verified: true }),
    );
    expect(verified.data).toMatchObject({ uid: ann.uid, isNew: false });

    const bob = await signInWithEmail(t, 'bob@gmail.com');
    const unverified = await googleLogin(
      await google.token({ sub: '222', email: 'bob@gmail.com', email_verified: false }),
    );
    expect(unverified.data).toMatchObject({ isNew: true });
    expect((unverified.data as { uid: string }).uid).not.toBe(bob.uid);
  });

  it('links Google to a signed-in account and refuses one used by another', async () => {
    const cy = await signInWithEmail(t, 'cy@example.com');
    const linked = await t.call('/v1/user/bind/google', {
      token: cy.token,
      credential: await google.token({ sub: '333', email: 'cy.other@gmail.com' }),
    });
    expect(linked.envelope.data).toMatchObject({
      binds: [{ type: 'email' }, { type: 'google', label: 'cy.other@gmail.com' }],
    });
    const di = await signInWithEmail(t, 'di@example.com');
    const taken = await t.call('/v1/user/bind/google', {
      token: di.token,
      credential: await google.token({ sub: '333' }),
    });
    expect(taken.envelope.code).toBe(REFUSAL_CODE.methodTaken);
  });
});

describe('Google sign-in without a client id', () => {
  it('is hidden from the config and the endpoint answers a clear error', async () => {
    const plain = await createTestApp({ GOOGLE_JWKS_URL: google.jwksUrl });
    const config = await plain.call('/v1/config');
    expect(config.envelope.data).toMatchObject({ supportLoginType: [1, 4], googleClientId: null });
    const answer = await plain.call('/v1/login/google', { credential: await google.token() });
    expect(answer.envelope).toMatchObject({
      code: REFUSAL_CODE.signInUnavailable,
      msg: 'Google sign-in is not offered here',
    });
    await plain.close();
  });
});
