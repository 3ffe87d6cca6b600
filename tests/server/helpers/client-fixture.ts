import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A small stand-in for `dist/client`, shaped like a real build, for server tests. */
export function writeClientFixture(brand = 'velora', buildId = 'build-test-1'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-fixture-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'builds'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en-US" dir="ltr"><head><meta charset="UTF-8" /><title>App</title><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}');
  // What Vite's manifest says of the entry, three screens and three catalogs.
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc123.js',
        isEntry: true,
        imports: ['_react-abc123.js'],
        css: ['assets/index-abc123.css'],
      },
      '_react-abc123.js': { file: 'assets/react-abc123.js' },
      '_page-frame-abc123.js': {
        file: 'assets/page-frame-abc123.js',
        imports: ['index.html'],
        css: ['assets/page-frame-abc123.css'],
      },
      'src/client/features/home/home-screen.tsx': {
        file: 'assets/home-screen-abc123.js',
        isDynamicEntry: true,
        imports: ['index.html', '_react-abc123.js', '_page-frame-abc123.js'],
        css: ['assets/home-screen-abc123.css'],
      },
      'src/client/features/settings/settings-screen.tsx': {
        file: 'assets/settings-screen-abc123.js',
        isDynamicEntry: true,
        imports: ['index.html', '_page-frame-abc123.js'],
      },
      'locales/en/messages.po': { file: 'assets/messages-en123.js', isDynamicEntry: true },
      'locales/ar/messages.po': { file: 'assets/messages-ar123.js', isDynamicEntry: true },
      'src/client/features/landing/landing-screen.tsx': {
        file: 'assets/landing-screen-abc123.js',
        isDynamicEntry: true,
        imports: ['index.html', '_page-frame-abc123.js'],
      },
      'locales/en/landing.po': { file: 'assets/landing-en123.js', isDynamicEntry: true },
      'src/client/features/role/role-screen.tsx': {
        file: 'assets/role-screen-abc123.js',
        isDynamicEntry: true,
        imports: ['index.html', '_page-frame-abc123.js'],
      },
      'locales/en/role.po': { file: 'assets/role-en123.js', isDynamicEntry: true },
    }),
  );
  writeFileSync(
    path.join(dir, 'builds', 'page-texts.json'),
    JSON.stringify({
      en: {
        description: '{brand}: chat with AI companions.',
        titles: { chat: 'Chats', settings: 'Settings' },
        signIn: {
          section: 'My account',
          action: 'Sign in',
          reason: 'Sign in to keep your chats, VIP and coins on every device.',
        },
        ageCheck: {
          title: 'Adults only (18+)',
          text: '{brand} contains content for adults. Please confirm your age to continue.',
          confirm: 'I am 18 or older',
          underAge: 'I am under 18',
          legal:
            'By continuing you accept the <0>Terms of Service</0> and the <1>Privacy Policy</1>.',
        },
      },
      ar: {
        description: '{brand}: دردش مع رفقاء الذكاء الاصطناعي.',
        titles: { chat: 'الدردشات', settings: 'الإعدادات' },
        signIn: {
          section: 'حسابي',
          action: 'تسجيل الدخول',
          reason: 'سجّل الدخول للاحتفاظ بمحادثاتك وعضوية VIP والعملات على جميع أجهزتك.',
        },
        ageCheck: {
          title: 'للبالغين فقط (18+)',
          text: 'يحتوي {brand} على محتوى مخصص للبالغين. يُرجى تأكيد عمرك للمتابعة.',
          confirm: 'عمري 18 عامًا أو أكثر',
          underAge: 'عمري أقل من 18 عامًا',
          legal: 'بالمتابعة، فإنك توافق على <0>شروط الخدمة</0> و<1>سياسة الخصوصية</1>.',
        },
      },
    }),
  );
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"App"}');
  writeFileSync(
    path.join(dir, 'builds', 'latest.json'),
    JSON.stringify({ buildId, brand, builtAt: new Date(0).toISOString() }),
  );
  return dir;
}
