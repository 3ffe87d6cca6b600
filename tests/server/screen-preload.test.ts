// The idle preload's list (spec §9): the files of the screens the app names (those a visitor is
// likely to open next) and of its language's catalog parts, beyond what the entry brings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_PRELOAD_PATH, type ScreenPreload } from '../../src/contract/screen-preload';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filesFor = async (query: string) => {
  const response = await t.app.request(`${SCREEN_PRELOAD_PATH}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ScreenPreload;
};

describe('the idle preload list', () => {
  it("names the asked screens' chunks and stylesheets, and the language's asked parts, once each", async () => {
    const { scripts, styles } = await filesFor(
      '?lang=en&b=test&screens=features/home/home-screen,features/landing/landing-screen&parts=landing',
    );
    expect(scripts.sort()).toEqual(
      [
        '/assets/home-screen-abc123.js',
        '/assets/landing-en123.js',
        '/assets/landing-screen-abc123.js',
        '/assets/page-frame-abc123.js',
      ].sort(),
    );
    expect(styles.sort()).toEqual(
      ['/assets/home-screen-abc123.css', '/assets/page-frame-abc123.css'].sort(),
    );
  });

  it('leaves out screens not asked for, the entry, other languages and names that are no screen', async () => {
    const arabic = await filesFor(
      '?lang=ar&screens=features/settings/settings-screen,../index,src/server/main&parts=landing,messages',
    );
    expect(arabic.scripts.sort()).toEqual(
      ['/assets/page-frame-abc123.js', '/assets/settings-screen-abc123.js'].sort(),
    );
    const all = [...arabic.scripts, ...arabic.styles].join(' ');
    for (const file of ['index-abc123', 'react-abc123', 'home-screen', 'landing-en123']) {
      expect(all).not.toContain(file);
    }
    // A language the app does not have is answered in English; nothing asked, nothing named.
    expect((await filesFor('?lang=xx&parts=landing')).scripts).toEqual([
      '/assets/landing-en123.js',
    ]);
    expect(await filesFor('?lang=en')).toEqual({ scripts: [], styles: [] });
  });
});
