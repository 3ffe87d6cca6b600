// The idle preload's list (spec §9): every screen's files and the language's later catalog parts,
// beyond what the entry brings, for the app to fetch with modulepreload once idle.
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
  it("names every screen's chunks and stylesheets, and the language's later parts, once each", async () => {
    const { scripts, styles } = await filesFor('?lang=en&b=test');
    expect(scripts.sort()).toEqual(
      [
        '/assets/home-screen-abc123.js',
        '/assets/landing-en123.js',
        '/assets/landing-screen-abc123.js',
        '/assets/page-frame-abc123.js',
        '/assets/settings-screen-abc123.js',
      ].sort(),
    );
    expect(styles.sort()).toEqual(
      ['/assets/home-screen-abc123.css', '/assets/page-frame-abc123.css'].sort(),
    );
  });

  it("leaves out the entry's files, the first catalog and other languages' parts", async () => {
    const arabic = await filesFor('?lang=ar');
    const all = [...arabic.scripts, ...arabic.styles].join(' ');
    for (const file of ['index-abc123', 'react-abc123', 'messages-ar123', 'landing-en123']) {
      expect(all).not.toContain(file);
    }
    expect(arabic.scripts).toContain('/assets/home-screen-abc123.js');
    // A language the app does not have is answered in English.
    expect((await filesFor('?lang=xx')).scripts).toContain('/assets/landing-en123.js');
  });
});
