import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/api/endpoints';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { messages } from '../../src/server/db/schema/conversations';
import { sessions, users } from '../../src/server/db/schema/users';
import { hashSecret } from '../../src/server/lib/secrets';
import { openConversation, setBalances } from './helpers/chat';
import { lastCodeFor, passResendWait, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const profileCode = async (token: string) =>
  (await t.call('/v1/user/my-profile', { token })).envelope.code;

/** Calls that work without signing in: sign-in, config, analytics, the catalogue, gifts and the tour. */
const PUBLIC_PATHS = new Set([
  '/v1/config',
  '/v1/config/set/lang',
  '/v1/open',
  '/v1/log/report',
  '/v1/login/email/request-login',
  '/v1/login/email',
  '/v1/login/phone/valid-code/request',
  '/v1/login/phone',
  '/v1/login/email/link',
  '/v1/login/google',
  '/v1/login/telegram',
  '/v1/character-tag/options/list',
  '/v1/character/list',
  '/v1/character/list2',
  '/v1/character/detail',
  '/v1/character/script/list',
  '/v1/character/photograph/list',
  '/v1/character/statics',
  '/v1/tour/config',
  '/v1/tour/character/list',
  '/v1/tour/session/from/character',
  '/v1/tour/session/chat',
  '/v1/tour/session/chat/join',
  '/v1/tour/session/list',
  '/v1/tour/session/message/list',
  '/v1/tour/session/open/vip/page',
  '/v1/tour/landing-role/match',
  '/v1/tour/landing-role-3/match',
  '/v1/gift/list',
  '/v1/config/vip/list',
  '/v1/config/gold/list',
  '/v1/vip/order/visitor-create',
  '/v1/vip/order/payment',
  '/v1/vip/order/status',
  '/v1/vip/order/carousel',
  '/v1/paypal/capture',
  '/v1/config/brand-content',
  '/v1/ugc/gallery',
  '/v1/character/photograph/statics',
]);

describe('sessions', () => {
  it('answers 1003 on every other endpoint without a valid token', async () => {
    for (const endpoint of Object.values(ENDPOINTS)) {
      if (PUBLIC_PATHS.has(endpoint.path)) {
        expect(endpoint.access, endpoint.path).not.toBe('user');
        continue;
      }
      expect(endpoint.access, endpoint.path).toBe('user');
      for (const token of [undefined, '', 'forged-token']) {
        const { envelope } = await t.call(endpoint.path, token === undefined ? {} : { token });
        // Params are checked before the session; either refusal keeps the data closed.
        expect([API_CODE.loginNeeded, API_CODE.badParams], endpoint.path).toContain(envelope.code);
        expect(envelope.data).toBeNull();
      }
    }
    expect(await profileCode('forged-token')).toBe(API_CODE.loginNeeded);
  });

  it('stores only the hash of a token', async () => {
    const { token, uid } = await signInWithEmail(t, 'ann@example.com');
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refreshes a token: the new one works and the old one is revoked', async () => {
    const { token, uid } = await signInWithEmail(t, 'bo@example.com');
    const refreshed = await t.call('/v1/user/token', { token });
    expect(refreshed.envelope).toMatchObject({ code: 0, data: { uid, lang: 'en' } });
    const fresh = (refreshed.envelope.data as { token: string }).token;
    expect(fresh).not.toBe(token);
    expect(await profileCode(fresh)).toBe(0);
    expect(await profileCode(token)).toBe(API_CODE.loginNeeded);
  });

  it('logout revokes the session it is called with, and only that one', async () => {
    const first = await signInWithEmail(t, 'cy@example.com');
    await passResendWait(t);
    const second = await signInWithEmail(t, 'cy@example.com');
    expect((await t.call('/v1/user/logout', { token: first.token })).envelope.code).toBe(0);
    expect(await profileCode(first.token)).toBe(API_CODE.loginNeeded);
    expect(await profileCode(second.token)).toBe(0);
  });

  it('refuses an expired session', async () => {
    const { token } = await signInWithEmail(t, 'di@example.com');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSecret(token)));
    expect(await profileCode(token)).toBe(API_CODE.loginNeeded);
  });

  // A send checks its session in the statement that takes the message, not by itself first.
  it('a chat send on a dead session is refused and takes nothing', async () => {
    const sends: Array<{ kill: (token: string, uid: string) => Promise<unknown> }> = [
      {
        kill: (token) =>
          t.db
            .update(sessions)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(sessions.tokenHash, hashSecret(token))),
      },
      { kill: (token) => t.call('/v1/user/logout', { token }) },
      {
        kill: (_token, uid) =>
          t.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, uid)),
      },
    ];
    for (const [index, { kill }] of sends.entries()) {
      const { token, uid } = await signInWithEmail(t, `dead${index}@example.com`);
      const conversationId = await openConversation(t, token, 'sofia');
      await setBalances(t, uid, { energy: 10 });
      const storedIn = () =>
        t.db
          .select({ id: messages.id })
          .from(messages)
          .where(eq(messages.conversationId, conversationId));
      // Her greeting, when the conversation opens with one.
      const before = await storedIn();
      await kill(token, uid);
      for (const content of ['hello there', 'send me a photo']) {
        const { envelope } = await t.call('/v1/session/chat', { token, conversationId, content });
        expect(envelope.code).toBe(API_CODE.loginNeeded);
      }
      expect(await storedIn()).toEqual(before);
      const [row] = await t.db
        .select({ energy: users.energy })
        .from(users)
        .where(eq(users.id, uid));
      expect(row?.energy).toBe(10);
    }
    const { envelope } = await t.call('/v1/session/chat', {
      token: 'forged-token',
      conversationId: 'no-such-conversation',
      content: 'hello there',
    });
    expect(envelope.code).toBe(API_CODE.loginNeeded);
  });
});

describe('two users', () => {
  it('no endpoint reveals or changes the other user', async () => {
    const ann = await signInWithEmail(t, 'ann@example.com');
    const bob = await signInWithEmail(t, 'bob@example.com');

    await t.call('/v1/user/update', { token: ann.token, nick: 'Ann' });
    const bobProfile = await t.call('/v1/user/my-profile', { token: bob.token });
    expect(bobProfile.envelope.data).toMatchObject({ user: { id: bob.uid, nick: 'Guest' } });

    // Another user's profile carries public fields only.
    const seen = await t.call('/v1/user/profile', { token: bob.token, uid: ann.uid });
    expect(seen.envelope.data).toEqual({ id: ann.uid, nick: 'Ann', vip: false, socialLinks: [] });

    // Bob's binds list only his own address.
    const binds = await t.call('/v1/user/binds', { token: bob.token });
    expect(binds.envelope.data).toMatchObject({
      binds: [{ type: 'email', label: 'bob@example.com' }],
    });
    expect(JSON.stringify(binds.envelope.data)).not.toContain('ann@');

    // Logging out with Ann's token from Bob's call is impossible: the token is the session.
    await t.call('/v1/user/logout', { token: bob.token });
    expect(await profileCode(ann.token)).toBe(0);

    // Bob cannot take Ann's address with a code mailed to Ann.
    const bob2 = await signInWithEmail(t, 'bob2@example.com');
    await passResendWait(t);
    await t.call('/v1/login/email/request-login', { email: 'ann@example.com' });
    const annCode = lastCodeFor(t, 'ann@example.com');
    const bind = await t.call('/v1/user/bind/email', {
      token: bob2.token,
      email: 'ann@example.com',
      code: annCode,
    });
    expect(bind.envelope.code).toBe(REFUSAL_CODE.methodTaken);

    // Bob's export holds nothing of Ann.
    const exported = await t.call('/v1/user/export', { token: bob2.token });
    expect(JSON.stringify(exported.envelope.data)).not.toContain(ann.uid);
  });
});
