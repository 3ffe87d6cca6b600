import { DAY_MS } from '@contract/time';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automaticFieldsSchema } from '../../src/contract/api/automatic-fields';
import { ENDPOINTS } from '../../src/contract/api/endpoints';
import { API_CODE } from '../../src/contract/api-codes';
import { MAX_JSON_DEPTH } from '../../src/server/api/json-depth';
import { createSession } from '../../src/server/features/accounts/sessions';
import { loadMediaKey, mediaSigner } from '../../src/server/features/media/media-access';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { openConversation, setBalances } from './helpers/chat';
import {
  anyJson,
  deeplyNestedJson,
  NESTING_DEPTHS,
  type NestingShape,
  nastyString,
  nestedJson,
  shapedLike,
  weirdPathSegment,
  withOneFieldBroken,
  wrongValue,
} from './helpers/fuzz-arbitraries';
import { sandboxVipOrder } from './helpers/payments';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Random and malformed requests to every route must never get a server error (5xx): each API
 * endpoint of the contract, the images, the sandbox checkout, the bot webhook and the pages.
 * Bounded: about 1,600 requests per run. A failure prints fast-check's seed and the smallest
 * request that failed.
 */
const RUNS_PER_ENDPOINT = 14;
const RUNS_PER_ROUTE = 80;
const SECRET = 'webhook-secret-for-tests-123';
let fake: FakeTelegram;
let t: TestApp;
let main: SignedIn;
let member: SignedIn;
let disposableUid = '';
let known: string[] = [];
let lockedPhotoUrl = '';

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: '1234567890:harness-test-bot-token',
    TELEGRAM_API_ROOT: fake.apiRoot,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    SANDBOX_PAYMENTS: '1',
    DEMO_MODEL_DELAY_MS: '0',
  });
  main = await signInWithEmail(t, 'fuzz.main@example.com');
  member = await signInWithEmail(t, 'fuzz.member@example.com');
  disposableUid = (await signInWithEmail(t, 'fuzz.disposable@example.com')).uid;
  await setBalances(t, main.uid, { energy: 1000, goldBalance: 1000 });
  await setBalances(t, member.uid, {
    energy: 1000,
    goldBalance: 1000,
    vipExpireAt: new Date(Date.now() + 30 * DAY_MS),
  });
  const conversationId = await openConversation(t, main.token, 'luna');
  const sent = await t.call('/v1/session/chat', {
    token: main.token,
    conversationId,
    content: 'Send me a photo',
  });
  const exchange = sent.envelope.data as { userMessage: { id: string }; reply: { id: string } };
  const { orderId } = await sandboxVipOrder(t, main.token, 'vip-1m');
  const detail = await t.call('/v1/character/detail', { characterId: 'luna', token: member.token });
  const photos = (detail.envelope.data as { photos: Array<{ id: string; url: string }> }).photos;
  lockedPhotoUrl = photos.find((photo) => photo.id.endsWith('-3'))?.url ?? '';
  const gifts = await t.call('/v1/gift/list', {});
  const giftIds = ((gifts.envelope.data as { list?: Array<{ id: string }> }).list ?? []).map(
    (gift) => gift.id,
  );
  known = [
    'luna',
    'mei',
    'sofia',
    conversationId,
    exchange.userMessage.id,
    exchange.reply.id,
    orderId,
    main.uid,
    member.uid,
    'vip-1m',
    'vip-lifetime',
    'gold-100',
    'romantic',
    'luna-photo-2',
    'fuzz.main@example.com',
    '/chat',
    'http://127.0.0.1/pay/callback',
    'http://127.0.0.1/settings/credit-card-manage',
    'en',
    'ar',
    'zh-hant',
    ...giftIds.slice(0, 3),
  ];
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Reads the whole answer, so streamed ones finish, and returns its status. */
async function statusOf(response: Response | Promise<Response>): Promise<number> {
  const answer = await response;
  await answer.text();
  return answer.status;
}

/** Calls that end or replace the session they come with: they get a throwaway session. */
const SESSION_ENDING = new Set(['logout', 'refreshToken', 'deactivate', 'activate']);

/** The fields the client adds to every call, as a real client sends them. */
const CLEAN_AUTOMATIC_FIELDS = fc.record(
  {
    t: fc.constant(0).map(() => Date.now()),
    plat: fc.constantFrom('web', 'miniapp', 'pwa'),
    lang: fc.constantFrom('en', 'ar', 'ja', 'zh-hant'),
    uuid: fc.constant('fuzz-device-1'),
    timezoneOffset: fc.integer({ min: -12, max: 14 }),
    ch: fc.constantFrom('organic', 'ads'),
  },
  { requiredKeys: ['t'] },
);

type TokenChoice = 'none' | 'garbage' | 'main' | 'member';

async function tokenFor(endpoint: string, choice: TokenChoice, garbage: string) {
  if (choice === 'none') return undefined;
  if (choice === 'garbage') return garbage;
  if (SESSION_ENDING.has(endpoint)) return createSession(t.db, disposableUid);
  return choice === 'main' ? main.token : member.token;
}

describe('fuzzed API calls', () => {
  it.each(Object.keys(ENDPOINTS))('%s never answers a server error', async (name) => {
    const endpoint = ENDPOINTS[name as keyof typeof ENDPOINTS];
    const body = fc.oneof(
      {
        arbitrary: fc.record({
          params: shapedLike(endpoint.input, known, 'clean'),
          automatic: CLEAN_AUTOMATIC_FIELDS,
        }),
        weight: 4,
      },
      {
        arbitrary: fc.record({
          params: withOneFieldBroken(shapedLike(endpoint.input, known, 'clean')),
          automatic: CLEAN_AUTOMATIC_FIELDS,
        }),
        weight: 4,
      },
      {
        arbitrary: fc.record({
          params: shapedLike(endpoint.input, known, 'mutated'),
          automatic: fc.oneof(
            CLEAN_AUTOMATIC_FIELDS,
            shapedLike(automaticFieldsSchema, known, 'mutated'),
          ),
        }),
        weight: 2,
      },
      { arbitrary: anyJson.map((json) => ({ raw: JSON.stringify(json) })), weight: 1 },
      { arbitrary: nastyString.map((raw) => ({ raw })), weight: 1 },
      { arbitrary: deeplyNestedJson.map((nested) => ({ raw: `{"x":${nested}}` })), weight: 1 },
    );
    const request = fc.record({
      body,
      token: fc.oneof(
        { arbitrary: fc.constantFrom<TokenChoice>('main', 'member'), weight: 3 },
        { arbitrary: fc.constantFrom<TokenChoice>('none', 'garbage'), weight: 1 },
      ),
      garbage: fc.oneof(nastyString, fc.constant('x'.repeat(600))),
      stream: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ body, token, garbage, stream }) => {
        let raw: string;
        if ('raw' in body) {
          raw = body.raw;
        } else {
          const params = (body.params ?? {}) as Record<string, unknown>;
          const automatic = (body.automatic ?? {}) as Record<string, unknown>;
          const sessionToken = await tokenFor(name, token, garbage);
          raw = JSON.stringify({ ...automatic, ...params, token: sessionToken });
        }
        const status = await statusOf(
          t.postRaw(endpoint.path, raw, stream ? { accept: 'text/event-stream' } : {}),
        );
        expect(status, `${endpoint.path} ${raw.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });
});

describe('fuzzed requests outside the API', () => {
  const run = (property: fc.IAsyncProperty<[unknown]>) =>
    fc.assert(property, { numRuns: RUNS_PER_ROUTE });

  it('images', async () => {
    const query = fc.dictionary(
      fc.constantFrom('v', 'e', 's', 'x'),
      fc.oneof(nastyString, fc.string()),
      {
        maxKeys: 3,
      },
    );
    const signed = new URL(lockedPhotoUrl, 'http://app');
    const signer = mediaSigner(await loadMediaKey(t.db));
    const id = fc.oneof(
      weirdPathSegment,
      fc.constantFrom(
        'portrait-luna-0',
        'portrait-luna-2',
        'portrait-luna-2-blurred',
        signed.pathname.slice(7),
      ),
    );
    await run(
      fc.asyncProperty(
        fc.record({ id, query, signedFor: fc.constantFrom(main.uid, member.uid, 'x') }),
        async (input) => {
          const { id, query, signedFor } = input as {
            id: string;
            query: Record<string, string>;
            signedFor: string;
          };
          const plain = `/media/${id}?${new URLSearchParams(query)}`;
          expect(await statusOf(t.app.request(plain)), plain).toBeLessThan(500);
          const withSignature = `${signer.signedUrl(id, signedFor)}&${new URLSearchParams(query)}`;
          expect(await statusOf(t.app.request(withSignature)), withSignature).toBeLessThan(500);
        },
      ),
    );
  });

  it('the sandbox checkout', async () => {
    const orderId = known[6] ?? '';
    const path = fc.oneof(
      {
        arbitrary: fc.constantFrom(
          `/pay/sandbox/${orderId}`,
          '/pay/sandbox/0123456789abcdef',
          '/pay/sandbox/card/0123456789abcdef',
        ),
        weight: 4,
      },
      { arbitrary: weirdPathSegment.map((segment) => `/pay/sandbox/${segment}`), weight: 1 },
    );
    const form = fc.dictionary(
      fc.constantFrom('action', 'saveCard', 'name', 'x'),
      fc.oneof(fc.constantFrom('pay', 'cancel', 'fail', '1'), nastyString),
      { maxKeys: 3 },
    );
    const body = fc.oneof(
      form.map((fields) => ({
        body: new URLSearchParams(fields).toString(),
        type: 'application/x-www-form-urlencoded',
      })),
      form.map((fields) => {
        const data = new FormData();
        for (const [key, value] of Object.entries(fields)) data.set(key, value);
        return { body: data as BodyInit, type: null };
      }),
      fc.record({
        body: fc.oneof(
          nastyString,
          anyJson.map((json) => JSON.stringify(json)),
          deeplyNestedJson,
          fc.constantFrom('--x\r\nContent-Disposition: form-data; name="action"\r\n\r\npay\r\n'),
        ),
        type: fc.constantFrom(
          'application/json',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
      }),
    );
    await run(
      fc.asyncProperty(
        fc.record({
          path,
          body,
          lang: nastyString,
          post: fc.oneof(fc.constant(true), fc.boolean()),
        }),
        async (input) => {
          const { path, body, lang, post } = input as {
            path: string;
            body: { body: BodyInit; type: string | null };
            lang: string;
            post: boolean;
          };
          const url = `${path}?lang=${encodeURIComponent(lang.replace(/[\ud800-\udfff]/g, ''))}`;
          const response = post
            ? t.app.request(url, {
                method: 'POST',
                body: body.body,
                headers: body.type ? { 'content-type': body.type } : {},
              })
            : t.app.request(url);
          expect(await statusOf(response), url).toBeLessThan(500);
        },
      ),
    );
  });

  it('the bot webhook, with its secret', async () => {
    const payment = fc.record(
      {
        currency: fc.oneof(fc.constant('XTR'), wrongValue),
        total_amount: fc.oneof(fc.integer({ min: 0, max: 5000 }), wrongValue),
        invoice_payload: fc.oneof(fc.constantFrom(...known), wrongValue),
        telegram_payment_charge_id: fc.oneof(fc.string(), wrongValue),
        is_recurring: fc.oneof(fc.boolean(), wrongValue),
        subscription_expiration_date: fc.oneof(fc.integer({ min: 0, max: 2 ** 32 }), wrongValue),
      },
      { requiredKeys: [] },
    );
    const user = fc.record({
      id: fc.oneof(fc.integer({ min: 1, max: 2 ** 40 }), wrongValue),
      is_bot: fc.boolean(),
      first_name: fc.string(),
    });
    const update = fc.oneof(
      fc.record({
        update_id: fc.nat(),
        pre_checkout_query: fc
          .record({ id: fc.string(), from: user })
          .chain((base) => payment.map((fields) => ({ ...base, ...fields }))),
      }),
      fc.record({
        update_id: fc.nat(),
        message: fc.record({
          message_id: fc.nat(),
          date: fc.nat(),
          chat: fc.constant({ id: 5, type: 'private' }),
          from: user,
          successful_payment: payment,
        }),
      }),
      anyJson,
    );
    const body = fc.oneof(
      { arbitrary: update.map((json) => JSON.stringify(json)), weight: 5 },
      { arbitrary: nastyString, weight: 1 },
      { arbitrary: deeplyNestedJson.map((nested) => `{"update_id":1,"x":${nested}}`), weight: 1 },
    );
    await run(
      fc.asyncProperty(body, async (raw) => {
        const response = t.app.request('/telegram/webhook', {
          method: 'POST',
          body: raw as string,
          headers: {
            'content-type': 'application/json',
            'x-telegram-bot-api-secret-token': SECRET,
          },
        });
        expect(await statusOf(response), String(raw).slice(0, 300)).toBeLessThan(500);
      }),
    );
  });

  it('pages, the sitemap and the health check', async () => {
    const prefix = fc.oneof(
      // Old links redirect: their path ends up in a Location header.
      { arbitrary: fc.constantFrom('/web/chat/', '/ru/web/chat/'), weight: 2 },
      {
        arbitrary: fc.constantFrom(
          '/',
          '/chat/',
          '/ru/',
          '/role/',
          '/web/',
          '/zh-hant/chat/',
          '/assets/',
          '/pay/callback/',
        ),
        weight: 3,
      },
    );
    const path = fc.oneof(
      fc
        .tuple(
          prefix,
          weirdPathSegment,
          fc.oneof(
            fc.constant(''),
            weirdPathSegment.map((query) => `?${query}`),
          ),
        )
        .map((parts) => parts.join('')),
      fc.constantFrom(
        '/sitemap.xml',
        '/healthz',
        '/builds/latest.json',
        '/index.html',
        '//',
        '/web/chat',
      ),
    );
    await run(
      fc.asyncProperty(fc.record({ path, head: fc.boolean() }), async (input) => {
        const { path, head } = input as { path: string; head: boolean };
        const response = t.app.request(path, { method: head ? 'HEAD' : 'GET' });
        expect(await statusOf(response), path).toBeLessThan(500);
      }),
    );
  });
});

describe('deeply nested bodies', () => {
  const shapes: NestingShape[] = ['array', 'object', 'mixed'];
  const postUpdate = (raw: string) =>
    t.app.request('/telegram/webhook', {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    });

  it.each(Object.keys(ENDPOINTS))(
    '%s refuses a body nested past the limit with 1000, and never answers a server error',
    async (name) => {
      const endpoint = ENDPOINTS[name as keyof typeof ENDPOINTS];
      // The nesting sits in one of the call's own fields, so a body at the limit meets its schema.
      const field = Object.keys(endpoint.input.shape)[0] ?? 'x';
      for (const depth of NESTING_DEPTHS) {
        for (const shape of shapes) {
          const token = await tokenFor(name, 'main', '');
          const raw = `{"t":${Date.now()},"token":${JSON.stringify(token)},"${field}":${nestedJson(depth - 1, shape)}}`;
          const response = await t.postRaw(endpoint.path, raw);
          const label = `${endpoint.path} ${shape} ${depth} deep`;
          expect(response.status, label).toBeLessThan(500);
          const { code, msg } = (await response.json()) as { code: number; msg: string };
          if (depth > MAX_JSON_DEPTH) {
            expect({ code, msg }, label).toEqual({
              code: API_CODE.badParams,
              msg: `Request body is nested deeper than ${MAX_JSON_DEPTH} levels`,
            });
          } else {
            expect(msg, label).not.toMatch(/nested deeper/);
          }
        }
      }
    },
  );

  it('the bot webhook refuses an update nested past the limit as no update', async () => {
    for (const depth of NESTING_DEPTHS) {
      for (const shape of shapes) {
        const raw = `{"update_id":7,"x":${nestedJson(depth - 1, shape)}}`;
        const response = await postUpdate(raw);
        expect(response.status, `${shape} ${depth} deep`).toBe(depth > MAX_JSON_DEPTH ? 400 : 200);
        await response.text();
      }
    }
  });
});
