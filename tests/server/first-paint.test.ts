// The page the server sends a first visit (issue 19): the meta description in the visitor's
// language, the entry's stylesheet written in, preloads of the first screen and the visitor's
// catalog, and the first screen drawn before any script (title; on Home, the first portraits).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/contract/brands';
import { FIRST_SCREEN_MODULES } from '../../src/server/web/first-paint';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await t.app.request(path, { headers });
  return { status: response.status, html: await response.text() };
};
const brand = BRANDS.velora;

describe('the meta description', () => {
  it("is in the visitor's language, with the brand's name", async () => {
    const english = await page('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.html).toContain(
      `<meta name="description" content="${brand.title}: chat with AI companions.">`,
    );
    const arabic = await page('/settings', { 'accept-language': 'ar,en;q=0.5' });
    expect(arabic.html).toContain(`content="${brand.title}: دردش مع رفقاء الذكاء الاصطناعي."`);
    expect(arabic.html).toContain('<html lang="ar-SA" dir="rtl">');
  });

  it('follows the language cookie first, and the URL for crawlers', async () => {
    const chosen = await page('/', { cookie: 'i18n_redirected=ar', 'accept-language': 'en' });
    expect(chosen.html).toContain('دردش');
    const crawler = await page('/ar', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'accept-language': 'en',
    });
    expect(crawler.html).toContain('دردش');
    expect(crawler.html).toContain('<html lang="ar-SA" dir="rtl">');
  });
});

describe('what the page brings with it', () => {
  it("writes the entry's stylesheet into the page instead of linking it", async () => {
    const { html } = await page('/settings');
    expect(html).toContain('<style>body{margin:0}</style>');
    // Only a disabled link (never fetched) stays, so lazy chunks do not load it again.
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*index-abc123\.css"(?! disabled)/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc123.css" disabled>');
  });

  it("preloads the visitor's catalog and the first screen's chunks, not the entry's again", async () => {
    const { html } = await page('/', { 'accept-language': 'ar' });
    for (const file of ['messages-ar123', 'home-screen-abc123', 'page-frame-abc123']) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    }
    expect(html).not.toContain('messages-en123');
    expect(html).not.toContain('href="/assets/react-abc123.js"');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/home-screen-abc123.css">',
    );
  });

  it('names only screen modules that exist, and that the route table loads for that route', () => {
    const screens = readFileSync(
      path.resolve(import.meta.dirname, '../../src/client/app/screens.ts'),
      'utf8',
    );
    for (const [routeId, module] of Object.entries(FIRST_SCREEN_MODULES)) {
      const relative = `../${module.replace('src/client/', '').replace(/\.tsx$/, '')}`;
      expect(screens, routeId).toContain(`import('${relative}')`);
    }
  });
});

describe('the first paint', () => {
  it("draws Home's title and its first portraits, the first fetched first and at high priority", async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain(`<h1 class="first-paint__title">${brand.title}</h1>`);
    const images = [...html.matchAll(/<img class="first-paint__image"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(4);
    // Thumbnails that fit the card, on the catalogue's versioned addresses.
    expect(images[0]).toMatch(/src="\/media\/portrait-[a-z]+-0\?r=v\d+&amp;w=384"/);
    expect(images[0]).toContain(' 192w, ');
    expect(images[0]).toContain('fetchpriority="high"');
    expect(images[1]).not.toContain('fetchpriority');
    const preload = /<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high">/.exec(
      html,
    );
    expect(preload?.[1]).toBe(/src="([^"]+)"/.exec(images[0] ?? '')?.[1]);
    // Before the scripts: first in the head.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
  });

  it('draws the translated title of Settings and Chats, and no portraits there', async () => {
    const settings = await page('/ar/settings', { 'accept-language': 'ar' });
    expect(settings.html).toContain('<h1 class="first-paint__title">الإعدادات</h1>');
    expect(settings.html).not.toContain('<img class="first-paint__image"');
    expect((await page('/chat')).html).toContain('<h1 class="first-paint__title">Chats</h1>');
  });

  it("draws Settings' sign-in cell in the visitor's language, taken away when a session is stored", async () => {
    const { html } = await page('/ar/settings', { 'accept-language': 'ar' });
    expect(html).toContain('<p class="first-paint__section-title">حسابي</p>');
    expect(html).toContain(
      '<div class="first-paint__cell"><p>تسجيل الدخول</p><p class="first-paint__hint">سجّل الدخول للاحتفاظ بمحادثاتك وعضوية VIP والعملات على جميع أجهزتك.</p></div>',
    );
    // The script comes after it, so it runs before the page is first drawn.
    expect(html).toContain(
      'var s=localStorage,r=function(i){var e=document.getElementById(i);e&&e.remove()};s.getItem("token")&&r("first-paint-sign-in");',
    );
    for (const other of ['/chat', '/', '/landing']) {
      expect((await page(other)).html).not.toContain('first-paint-sign-in');
    }
  });

  it("draws the age check over every first paint in the visitor's language, but not for crawlers", async () => {
    for (const path of ['/ar', '/ar/chat', '/ar/settings', '/ar/landing']) {
      const { html } = await page(path, { 'accept-language': 'ar' });
      expect(html).toContain('<h2>للبالغين فقط (18+)</h2>');
      expect(html).toContain(
        `<p class="first-paint__check-text">يحتوي ${brand.title} على محتوى مخصص للبالغين. يُرجى تأكيد عمرك للمتابعة.</p>`,
      );
      // The confirmation works before the app is up: kept where the app reads it.
      expect(html).toMatch(
        /<button type="button" tabindex="-1" class="first-paint__button first-paint__button--filled" onclick="[^"]*s\.setItem\(&quot;hiddenNotices&quot;,JSON\.stringify\(n\)\);s\.setItem\(&quot;adultConfirmedEarly&quot;,&quot;1&quot;\);[^"]*">عمري 18 عامًا أو أكثر<\/button><div class="first-paint__button">عمري أقل من 18 عامًا<\/div>/,
      );
      // Its links are drawn as text: the first paint takes no taps.
      expect(html).toContain(
        '<p class="first-paint__legal">بالمتابعة، فإنك توافق على <span>شروط الخدمة</span> و<span>سياسة الخصوصية</span>.</p>',
      );
      // The logo is written in, not fetched: an image would hold back the page's `load` event.
      expect(html).toContain('class="first-paint__logo');
      expect(html).not.toContain('<img class="first-paint__logo"');
      // Taken away before the first frame once this browser has confirmed.
      expect(html).toContain(
        'var n=JSON.parse(s.getItem("hiddenNotices")||"[]");Array.isArray(n)&&n.indexOf("adultCheck")>=0&&r("first-paint-age-check");',
      );
    }
    const crawler = await page('/chat', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
    });
    expect(crawler.html).toContain('<h1 class="first-paint__title">');
    expect(crawler.html).not.toContain('first-paint-age-check');
    // Pages without a first paint get none either (the legal texts are read without the check).
    expect((await page('/terms')).html).not.toContain('first-paint-age-check');
  });

  it("draws a landing's title, the brand, and preloads its chunk and its catalog part", async () => {
    for (const landing of ['/landing', '/landing/role2']) {
      const { html } = await page(landing, { 'accept-language': 'en' });
      expect(html).toContain(`<h1 class="first-paint__title">${brand.title}</h1>`);
      expect(html).not.toContain('<img class="first-paint__image"');
      for (const file of ['messages-en123', 'landing-en123', 'landing-screen-abc123']) {
        expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
      }
    }
    expect((await page('/')).html).not.toContain('landing-en123');
  });

  it("preloads a character's page's chunk and its catalog part, a first page of shared links", async () => {
    const { html } = await page('/role/sofia', { 'accept-language': 'en' });
    for (const file of [
      'messages-en123',
      'role-en123',
      'role-screen-abc123',
      'page-frame-abc123',
    ]) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    }
    expect((await page('/')).html).not.toContain('role-en123');
  });

  it("draws a landing's hero as the page finds it, asked for first, at the page's sizes", async () => {
    const heroes = { '/landing': 'mei', '/landing/role2': 'luna', '/landing/role3': 'marcus' };
    for (const [landing, character] of Object.entries(heroes)) {
      const { html } = await page(landing);
      const hero = /<div class="first-paint__hero">(<img [^>]*>)<\/div>/.exec(html)?.[1] ?? '';
      expect(hero, landing).toMatch(
        new RegExp(`src="/media/portrait-${character}-0\\?r=v\\d+&amp;w=384"`),
      );
      // The thumbnails and the picture itself, as landing-hero.tsx asks: fetched once.
      expect(hero).toContain(' 512w" sizes="30vh"');
      expect(hero).toContain('fetchpriority="high"');
      const preload = /<link rel="preload" as="image" href="([^"]+)"[^>]*>/.exec(html)?.[0] ?? '';
      expect(preload).toContain(`portrait-${character}-0`);
      expect(preload).toContain('imagesizes="30vh"');
      expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
    }
  });

  it('draws no hero when the tour (where the heroes come from) is switched off', async () => {
    const tourOff = await createTestApp({ DISABLED_FEATURES: 'tour' });
    try {
      const html = await (await tourOff.app.request('/landing/role1')).text();
      expect(html).toContain(`<h1 class="first-paint__title">${brand.title}</h1>`);
      expect(html).not.toContain('first-paint__hero');
      expect(html).not.toContain('rel="preload" as="image"');
    } finally {
      await tourOff.close();
    }
  });

  it('is hidden from assistive technology, and left out of pages it does not know', async () => {
    expect((await page('/')).html).toContain(
      '<div id="first-paint" class="first-paint" aria-hidden="true">',
    );
    expect((await page('/role/sofia')).html).not.toContain('first-paint');
    expect((await page('/no-such-page')).html).not.toContain('first-paint');
  });

  it('is not in /index.html, the shell the service worker serves for every page', async () => {
    const shell = await page('/index.html');
    expect(shell.status).toBe(200);
    expect(shell.html).not.toContain('first-paint');
    expect(shell.html).not.toContain('modulepreload');
  });
});
