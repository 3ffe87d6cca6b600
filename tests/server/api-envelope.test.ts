import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../src/contract/api/endpoint';
import { API_CODE } from '../../src/contract/api-codes';
import { SIGN_HEADER } from '../../src/contract/constants';
import { signRequestBody } from '../../src/contract/request-sign';
import { createApiRouter } from '../../src/server/api/api-router';
import { implement } from '../../src/server/api/endpoint-handler';
import { createMediaAccess } from '../../src/server/features/media/media-access';
import { createLogger } from '../../src/server/lib/logger';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API envelope', () => {
  it('answers HTTP 200 with code 0, a message and the data', async () => {
    const { status, envelope } = await t.call('/v1/config', { t: Date.now(), plat: 'web' });
    expect(status).toBe(200);
    expect(envelope.code).toBe(API_CODE.success);
    expect(envelope.msg).toBe('ok');
    expect(envelope.data).toMatchObject({
      supportEmail: 'support@velora.chat',
      buildId: 'build-test-1',
    });
  });

  it('answers 1001 for an unknown path and for a method other than POST', async () => {
    expect((await t.call('/v1/no/such/call')).envelope.code).toBe(API_CODE.uriNotFound);
    const get = await t.app.request('/api/v1/config');
    expect(get.status).toBe(200);
    expect(((await get.json()) as { code: number }).code).toBe(API_CODE.uriNotFound);
  });
});

describe('signature check', () => {
  it('refuses a missing sign with 1002', async () => {
    const response = await t.app.request('/api/v1/config', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(((await response.json()) as { code: number }).code).toBe(API_CODE.signatureFailed);
  });

  it('refuses a sign made with another secret or for another body with 1002', async () => {
    const otherSecret = signRequestBody('{}', 'another-secret');
    const forOtherBody = signRequestBody('{"a":1}', t.env.API_SIGN_SECRET);
    for (const sign of [otherSecret, forOtherBody, 'not-hex', otherSecret.toUpperCase()]) {
      const response = await t.postRaw('/v1/config', '{}', { [SIGN_HEADER]: sign });
      expect(((await response.json()) as { code: number }).code).toBe(API_CODE.signatureFailed);
    }
  });

  it('accepts the sign of the exact raw body, whitespace and unicode included', async () => {
    const body = '{ "t" : 1, "ch": "канал-😀" }';
    const response = await t.postRaw('/v1/config', body);
    expect(((await response.json()) as { code: number }).code).toBe(API_CODE.success);
  });
});

describe('bad input', () => {
  it('answers 1000 naming the bad fields', async () => {
    const { envelope } = await t.call('/v1/config/set/lang', { lang: 'xx', t: 'yesterday' });
    expect(envelope.code).toBe(API_CODE.badParams);
    expect(envelope.msg).toContain('lang');
    expect(envelope.msg).toContain('uuid');
    expect(envelope.msg).toContain('t (');
  });

  it('answers 1000 for a wrong content type, non-JSON, non-object and non-UTF-8 bodies', async () => {
    const cases: [string, string | Blob, string][] = [
      ['text/plain', '{}', 'Content-Type'],
      ['application/json', '{not json', 'not valid JSON'],
      ['application/json', '[1,2]', 'JSON object'],
      ['application/json', 'null', 'JSON object'],
      ['application/json', new Blob([new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])]), 'UTF-8'],
    ];
    for (const [contentType, body, expected] of cases) {
      const response = await t.app.request('/api/v1/config', {
        method: 'POST',
        body,
        headers: { 'content-type': contentType, [SIGN_HEADER]: 'x' },
      });
      expect(response.status).toBe(200);
      const envelope = (await response.json()) as { code: number; msg: string };
      expect(envelope.code).toBe(API_CODE.badParams);
      expect(envelope.msg).toContain(expected);
    }
  });

  it('answers HTTP 413 for a body over 1 MB, declared or streamed', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(1024 * 1024) });
    const declared = await t.postRaw('/v1/config', big);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { code: number }).code).toBe(API_CODE.badParams);

    const chunks = [
      new TextEncoder().encode(big.slice(0, 600_000)),
      new TextEncoder().encode(big.slice(600_000)),
    ];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await t.app.request('/api/v1/config', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', [SIGN_HEADER]: 'x' },
      // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
  });

  it('never answers 500 to any of a set of hostile bodies', async () => {
    const bodies = [
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{}}}',
      `{"events":${JSON.stringify(Array.from({ length: 51 }, () => ({ event: 'x' })))}}`,
      '{"events":[{"event":"ok","time":1e300}]}',
      '{"events":[{"event":"ok","params":{"a":{"nested":1}}}]}',
      `{"d":"${'d'.repeat(300)}"}`,
      '{"timezoneOffset":"NaN","uuid":123}',
      '{"lang":"en","uuid":""}',
    ];
    for (const path of ['/v1/config', '/v1/config/set/lang', '/v1/open', '/v1/log/report']) {
      for (const body of bodies) {
        const response = await t.postRaw(path, body);
        expect(response.status, `${path} ${body.slice(0, 40)}`).toBe(200);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('region and maintenance (1007)', () => {
  it('answers 1007 to a blocked country from the configured header', async () => {
    const blocked = await createTestApp({
      BLOCKED_COUNTRIES: 'XA,XB',
      COUNTRY_HEADER: 'X-Country',
    });
    try {
      const refused = await blocked.call('/v1/config', {}, { 'x-country': 'xb' });
      expect(refused.envelope).toMatchObject({
        code: API_CODE.regionError,
        msg: 'region not supported',
      });
      const allowed = await blocked.call('/v1/config', {}, { 'x-country': 'DE' });
      expect(allowed.envelope.code).toBe(API_CODE.success);
    } finally {
      await blocked.close();
    }
  });

  it('answers 1007 to every call in maintenance mode', async () => {
    const maintenance = await createTestApp({ MAINTENANCE: '1' });
    try {
      expect((await maintenance.call('/v1/config')).envelope.code).toBe(API_CODE.regionError);
    } finally {
      await maintenance.close();
    }
  });
});

describe('login needed (1003)', () => {
  const whoAmI = defineEndpoint({
    path: '/v1/test/who-am-i',
    input: z.object({}),
    output: z.object({ uid: z.string() }),
    access: 'user',
  });
  const router = (resolveUid?: (token: string) => Promise<string | null>) => {
    const app = new Hono();
    app.route(
      '/api',
      createApiRouter({
        context: {
          db: t.db,
          env: t.env,
          log: createLogger('silent'),
          buildId: 'x',
          services: t.services,
          media: createMediaAccess(t.db),
        },
        implementations: [implement(whoAmI, async (_input, { uid }) => ({ uid: uid ?? '' }))],
        ...(resolveUid ? { resolveUid } : {}),
      }),
    );
    return app;
  };
  const post = (app: Hono, body: object) => {
    const raw = JSON.stringify(body);
    return Promise.resolve(
      app.request('/api/v1/test/who-am-i', {
        method: 'POST',
        body: raw,
        headers: {
          'content-type': 'application/json',
          [SIGN_HEADER]: signRequestBody(raw, 'dev-sign-secret'),
        },
      }),
    ).then((response) => response.json() as Promise<{ code: number; data: unknown }>);
  };

  it('answers 1003 without a token, with an unknown token, and passes a valid one through', async () => {
    const app = router(async (token) => (token === 'good-token' ? 'user-1' : null));
    expect((await post(app, {})).code).toBe(API_CODE.loginNeeded);
    expect((await post(app, { token: '' })).code).toBe(API_CODE.loginNeeded);
    expect((await post(app, { token: 'forged' })).code).toBe(API_CODE.loginNeeded);
    expect(await post(app, { token: 'good-token' })).toMatchObject({
      code: 0,
      data: { uid: 'user-1' },
    });
  });

  it('treats every token as invalid while no session store is configured', async () => {
    expect((await post(router(), { token: 'good-token' })).code).toBe(API_CODE.loginNeeded);
  });
});
