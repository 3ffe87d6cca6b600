import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/lib/precompress.mjs';
import { PREFIX_LOCALE_CODES, ROUTE_LOCALE_CODES } from '../../src/contract/locales';
import { PUBLIC_ROUTE_IDS, ROUTES } from '../../src/contract/routes';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://example.test' });
});
afterAll(() => t.close());

const concrete = (pattern: string) =>
  pattern.replace(':conversationId', 'c_123-abc').replace(':characterId', 'sofia');

describe('pages', () => {
  it('answers 200 with the app for every route, with and without each language prefix', async () => {
    for (const pattern of Object.values(ROUTES)) {
      for (const prefix of ['', ...PREFIX_LOCALE_CODES.map((code) => `/${code}`)]) {
        const path = prefix && pattern === '/' ? prefix : prefix + concrete(pattern);
        const response = await t.app.request(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('<div id="root">');
      }
    }
  });

  it('answers 404 with the app for unknown paths and failed route checks', async () => {
    for (const path of [
      '/nope',
      '/chat/a/b',
      '/chat/bad%20id',
      '/xx/settings',
      '/ru/nope',
      '/settingsx',
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves /index.html, the shell the service worker precaches, with 200', async () => {
    const response = await t.app.request('/index.html?__WB_REVISION__=abc');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers odd paths with a page, never a server error', async () => {
    const paths = [
      '/%',
      '/%E0%A4%A',
      '/chat/%00',
      '/%2e%2e%2f%2e%2e',
      `/${'a'.repeat(10_000)}`,
      '/ar/%zz',
      '//x//y',
    ];
    for (const path of paths) {
      const response = await t.app.request(path);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it('treats a trailing slash as the same page', async () => {
    expect((await t.app.request('/settings/')).status).toBe(200);
  });

  it('sets the language and direction of the page from the URL prefix', async () => {
    expect(await (await t.app.request('/ar/settings')).text()).toContain(
      '<html lang="ar-SA" dir="rtl">',
    );
    expect(await (await t.app.request('/zh-hant')).text()).toContain(
      '<html lang="zh-HK" dir="ltr">',
    );
    expect(await (await t.app.request('/settings')).text()).toContain(
      '<html lang="en-US" dir="ltr">',
    );
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable for a year and fixed names as no-cache', async () => {
    const asset = await t.app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    for (const path of ['/sw.js', '/manifest.webmanifest', '/builds/latest.json']) {
      expect((await t.app.request(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('sends the brotli or gzip copy written at build time to clients that take it', async () => {
    const script = `console.log(${JSON.stringify('a line of the app '.repeat(200))});`;
    const file = path.join(t.env.CLIENT_DIR, 'assets', 'big-abc123.js');
    writeFileSync(file, script);
    expect(precompressDir(t.env.CLIENT_DIR)).toBeGreaterThanOrEqual(1);
    const asBrotli = await t.app.request('/assets/big-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asBrotli.headers.get('content-encoding')).toBe('br');
    expect(asBrotli.headers.get('vary')).toBe('Accept-Encoding');
    const brotliBytes = Buffer.from(await asBrotli.arrayBuffer());
    expect(brotliBytes.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(script);
    const asGzip = await t.app.request('/assets/big-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asGzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await asGzip.arrayBuffer())).toString()).toBe(script);
    const plain = await t.app.request('/assets/big-abc123.js', {
      headers: { 'accept-encoding': 'identity, br;q=0' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    // Each encoding has its own tag.
    expect(new Set([asBrotli, asGzip, plain].map((r) => r.headers.get('etag'))).size).toBe(3);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await t.app.request('/sw.js');
    const etag = first.headers.get('etag') ?? '';
    const second = await t.app.request('/sw.js', { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('holds the current build id in /builds/latest.json', async () => {
    const response = await t.app.request('/builds/latest.json?t=123');
    expect(await response.json()).toMatchObject({ buildId: 'build-test-1', brand: 'velora' });
  });

  it('never serves files outside the build folder', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('"dependencies"');
    }
  });
});

describe('redirects', () => {
  it('sends /web/chat/<rest> to /chat/<rest> with 301, keeping the query and the prefix', async () => {
    const plain = await t.app.request('/web/chat/c_9?x=1');
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('/chat/c_9?x=1');
    expect((await t.app.request('/ru/web/chat/c_9')).headers.get('location')).toBe('/ru/chat/c_9');
  });

  it('maps the other /web paths to their pages', async () => {
    const expected: Record<string, string> = {
      '/web': '/',
      '/web/chat': '/chat',
      '/web/login/code?tmpToken=t1': '/login/code?tmpToken=t1',
      '/web/my-roles': '/my-roles',
      '/web/landing': '/landing',
      '/web/landing2': '/landing/landing2',
      '/web/landing_role_1': '/landing/role1',
      '/web/landing_role_2': '/landing/role2',
      '/web/landing_role_3': '/landing/role3',
    };
    for (const [from, to] of Object.entries(expected)) {
      const response = await t.app.request(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('redirects the root by ROOT_REDIRECT when set, keeping the query', async () => {
    expect((await t.app.request('/')).status).toBe(200);
    const redirecting = await createTestApp({ ROOT_REDIRECT: '/landing' });
    try {
      const root = await redirecting.app.request('/?c=ads');
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/landing?c=ads');
      expect((await redirecting.app.request('/ja')).headers.get('location')).toBe('/ja/landing');
      expect((await redirecting.app.request('/chat')).status).toBe(200);
    } finally {
      await redirecting.close();
    }
  });
});

describe('/sitemap.xml', () => {
  it('lists every public page in every language with hreflang alternates', async () => {
    const response = await t.app.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(PUBLIC_ROUTE_IDS.length * ROUTE_LOCALE_CODES.length);
    expect(locs).toContain('https://example.test/');
    expect(locs).toContain('https://example.test/zh-hant/terms');
    expect(locs).toContain('https://example.test/ar/landing/role2');
    expect(locs).not.toContain('https://example.test/settings/language');
    const firstUrl = xml.slice(xml.indexOf('<url>'), xml.indexOf('</url>'));
    expect(firstUrl.match(/hreflang=/g)).toHaveLength(ROUTE_LOCALE_CODES.length + 1);
    expect(firstUrl).toContain('hreflang="zh-HK" href="https://example.test/zh-hant"');
    expect(firstUrl).toContain('hreflang="x-default"');
  });
});

describe('/robots.txt and /favicon.ico', () => {
  it('lets crawlers read the pages but not the API, and points to the sitemap', async () => {
    const response = await t.app.request('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://example.test/sitemap.xml');
  });

  it("sends /favicon.ico to the brand's icon", async () => {
    const response = await t.app.request('/favicon.ico');
    expect(response.status).toBe(301);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/brands/velora/icon-192.png');
    // The test's client build is a stub; the real build copies public/ as it is.
    expect(existsSync(path.join('public', location))).toBe(true);
  });
});

describe('health', () => {
  it('pings the database for readiness, and says alive', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        database: t.database.kind,
        notes: [
          'voice input is off: set STT_BASE_URL to a speech-to-text server (docs/operations.md)',
        ],
      });
    }
    expect(await (await t.app.request('/livez')).json()).toEqual({ status: 'ok' });
  });

  it('is not ready but still alive while a copy drains', async () => {
    t.services.chat.shutdown.isDraining = true;
    try {
      expect((await t.app.request('/readyz')).status).toBe(503);
      expect((await t.app.request('/healthz')).status).toBe(503);
      const alive = await t.app.request('/livez');
      expect(alive.status).toBe(200);
      expect(await alive.json()).toEqual({ status: 'stopping' });
    } finally {
      t.services.chat.shutdown.isDraining = false;
    }
  });
});
