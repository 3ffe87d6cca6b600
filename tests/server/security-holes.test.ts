import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE } from '../../src/contract/api-codes';
import { publicOrigin } from '../../src/server/config/public-origin';
import { pressSandbox } from './helpers/payments';
import { passResendWait, type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  user = await signInWithEmail(t, 'holes@example.com');
});
afterAll(() => t.close());

/** Paths that a URL parser reads as another host, or that hide one behind ignored characters. */
const OFF_SITE_PATHS = [
  '/\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example/x',
  '/\\\\evil.example',
  '//evil.example/x',
  '/\\/evil.example',
  '/ /evil.example',
  '/%5C%5Cevil.example',
];

describe('sign-in links', () => {
  it('open on this site, whatever return path was asked for', async () => {
    const ownOrigin = new URL(publicOrigin(t.env)).origin;
    for (const [index, returnPath] of OFF_SITE_PATHS.entries()) {
      for (const lang of ['en', 'de']) {
        await passResendWait(t);
        const email = `link-${index}-${lang}@example.com`;
        const mailsBefore = t.mails.length;
        const { envelope } = await t.call('/v1/login/email/request-login', {
          email,
          useShortCode: false,
          returnPath,
          lang,
        });
        if (envelope.code !== 0) {
          expect(envelope.code, JSON.stringify(returnPath)).toBe(API_CODE.badParams);
          expect(envelope.msg).toContain('returnPath');
          expect(t.mails.length).toBe(mailsBefore);
          continue;
        }
        // What the mail client will open is what the URL parser makes of the link.
        const link = t.mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
        expect(new URL(link).origin, `${JSON.stringify(returnPath)} → ${link}`).toBe(ownOrigin);
      }
    }
  });

  it('still open the page asked for when it is on this site', async () => {
    await passResendWait(t);
    await t.call('/v1/login/email/request-login', {
      email: 'landing@example.com',
      useShortCode: false,
      returnPath: '/landing/role1?from=ad',
      lang: 'de',
    });
    const link = new URL(t.mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin).toBe(new URL(publicOrigin(t.env)).origin);
    expect(link.pathname).toBe('/de/landing/role1');
    expect(link.searchParams.get('from')).toBe('ad');
    expect(link.searchParams.get('tmpToken')).toBeTruthy();
  });
});

describe('payment return pages', () => {
  it('send the buyer back to this site only', async () => {
    const created = await t.call('/v1/vip/order/create', {
      token: user.token,
      id: 'vip-1m',
      comeFrom: 'test',
    });
    const { orderId } = created.envelope.data as { orderId: string };
    const tricky = [
      'http://127.0.0.1/\\evil.example/pay/callback',
      'http://127.0.0.1//evil.example/pay/callback',
      'https://evil.example/pay/callback?next=//evil.example',
      'http://127.0.0.1/de/pay/callback?x=%0d%0a',
    ];
    for (const returnUrl of tricky) {
      const { envelope } = await t.call('/v1/vip/order/payment', {
        token: user.token,
        orderId,
        payMethod: 'Sandbox',
        returnUrl,
      });
      if (envelope.code !== 0) continue;
      const page = await t.app.request(`/pay/sandbox/${orderId}`);
      expect(page.status).toBe(200);
    }
    const settled = await pressSandbox(t, orderId, 'cancel');
    const location = settled.headers.get('location') ?? '';
    const server = 'http://127.0.0.1:8080';
    expect(new URL(location, server).origin, location).toBe(server);
    expect(new URL(location, server).pathname).toBe('/de/pay/callback');
  });

  it('send a card back to this site only', async () => {
    const server = 'http://127.0.0.1:8080';
    let linkedCards = 0;
    for (const returnUrl of [
      'http://127.0.0.1/\\evil.example/settings/credit-card-manage',
      'https://evil.example/settings/credit-card-manage?next=//evil.example',
      'http://127.0.0.1/ru/settings/credit-card-manage',
    ]) {
      const { envelope } = await t.call('/v1/user-payment/ocean-payment/sign', {
        token: user.token,
        returnUrl,
      });
      if (envelope.code !== 0) continue;
      const { setupUrl } = envelope.data as { setupUrl: string };
      const linked = await t.app.request(setupUrl.replace(/\?.*$/, ''), {
        method: 'POST',
        body: 'name=Mila',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const location = linked.headers.get('location') ?? '';
      expect(linked.status).toBe(303);
      expect(new URL(location, server).origin, `${returnUrl} → ${location}`).toBe(server);
      linkedCards++;
    }
    expect(linkedCards).toBeGreaterThan(0);
  });
});

describe('NUL characters in params', () => {
  const withNul = 'a\u0000b';
  const calls: [path: string, field: string, params: () => Record<string, unknown>][] = [
    ['/v1/config', 'ch', () => ({ ch: withNul })],
    ['/v1/config', 'token', () => ({ token: withNul })],
    ['/v1/open', 'd', () => ({ d: withNul })],
    ['/v1/login/email/request-login', 'email', () => ({ email: `x${withNul}@example.com` })],
    ['/v1/login/email/link', 'tmpToken', () => ({ tmpToken: withNul.repeat(10) })],
    ['/v1/login/google', 'credential', () => ({ credential: withNul })],
    ['/v1/tour/config', 'uuid', () => ({ uuid: withNul })],
    ['/v1/character/detail', 'characterId', () => ({ characterId: withNul })],
    ['/v1/user/update', 'nick', () => ({ token: user.token, nick: withNul })],
    ['/v1/user/update-geom', 'city', () => ({ token: user.token, city: withNul })],
    ['/v1/user/profile', 'uid', () => ({ token: user.token, uid: withNul })],
    ['/v1/vip/order/create', 'id', () => ({ token: user.token, id: withNul, comeFrom: 'x' })],
    [
      '/v1/session/chat',
      'content',
      () => ({ token: user.token, conversationId: 'x', content: withNul }),
    ],
    [
      '/v1/log/report',
      'events.0.params.k',
      () => ({ events: [{ event: 'page_home', params: { k: withNul } }] }),
    ],
    [
      '/v1/log/report',
      'events.0.params.a\\0b',
      () => ({ events: [{ event: 'page_home', params: { [withNul]: 1 } }] }),
    ],
  ];

  it.each(calls)(
    '%s refuses a NUL in %s with 1000 naming the field',
    async (path, field, params) => {
      const { status, envelope } = await t.call(path, params());
      expect(status).toBe(200);
      expect(envelope.code).toBe(API_CODE.badParams);
      expect(envelope.msg).toContain(field);
      expect(envelope.msg).toContain('NUL');
    },
  );
});

describe('lone surrogates in params', () => {
  // JSON.stringify keeps them as \ud800 escapes, which PostgreSQL's jsonb refuses.
  it.each([
    ['/v1/user/update-tags', 'tags.0', () => ({ token: user.token, tags: ['\ud800'] })],
    ['/v1/user/update', 'nick', () => ({ token: user.token, nick: 'a\udfffb' })],
    ['/v1/open', 'd', () => ({ d: '\ud83d' })],
  ] as const)('%s refuses one in %s with 1000 naming the field', async (path, field, params) => {
    const { status, envelope } = await t.call(path, params());
    expect(status).toBe(200);
    expect(envelope.code).toBe(API_CODE.badParams);
    expect(envelope.msg).toContain(`${field} (must be valid Unicode text)`);
  });
});

describe('page paths with control characters', () => {
  it('redirect old chat links without breaking the Location header', async () => {
    for (const [path, expected] of [
      ['/web/chat/%00', '/chat/%00'],
      ['/web/chat/a%0d%0ab', '/chat/a%0d%0ab'],
      ['/ru/web/chat/%E4%BD%A0', '/ru/chat/%E4%BD%A0'],
      ['/web/chat/%0a%0dSet-Cookie:%20x=1', '/chat/%0a%0dSet-Cookie:%20x=1'],
    ] as const) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location')).toBe(expected);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers odd page paths with a page, never an error', async () => {
    for (const path of [
      '/chat/%00',
      '/chat/a%0d%0ab',
      '/%ff',
      '/chat/%E0%A4%A',
      '/..%2f..%2fetc',
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
