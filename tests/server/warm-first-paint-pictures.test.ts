// A server copy makes the first paints' pictures when it starts (issue 19): the first visitors
// after a start do not wait while Home's portraits and the landings' heroes are drawn and resized.
import { MEDIA_THUMBNAIL_WIDTHS } from '@contract/constants';
import { LANDING_HEROES } from '@contract/landing-heroes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPaintPortraitsFor } from '../../src/server/features/characters/first-portraits';
import { warmFirstPaintPictures } from '../../src/server/features/media/warm-first-paint-pictures';
import type { MediaStorage } from '../../src/server/providers/storage/media-storage';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The storage, counting what is written to it. */
function countingStorage(storage: MediaStorage) {
  const written: string[] = [];
  const counting: MediaStorage = {
    kind: storage.kind,
    put: async (key, bytes, contentType) => {
      written.push(key);
      await storage.put(key, bytes, contentType);
    },
    get: (key, range) => storage.get(key, range),
    has: (key) => storage.has(key),
    delete: (key) => storage.delete(key),
  };
  return { counting, written };
}

describe("the first paints' pictures", () => {
  it('are made at start, each portrait at every thumbnail width, and only once', async () => {
    const portraits = firstPaintPortraitsFor(t.db, t.env);
    const home = await portraits('home');
    const heroes = await Promise.all(
      (Object.keys(LANDING_HEROES) as (keyof typeof LANDING_HEROES)[]).map(portraits),
    );
    expect(home.length).toBeGreaterThan(0);
    expect(heroes.every((hero) => hero.length === 1)).toBe(true);

    const first = countingStorage(t.services.storage);
    const count = await warmFirstPaintPictures(t.db, first.counting, portraits);
    expect(count).toBe(new Set([...home, ...heroes.flat()]).size);
    // Every thumbnail a first paint asks for, of every portrait.
    const thumbnails = first.written.filter((key) => key.startsWith('thumbs/'));
    expect(thumbnails).toHaveLength(count * MEDIA_THUMBNAIL_WIDTHS.length);

    // What the page then asks for is served from what was made: nothing is made again.
    const again = countingStorage(t.services.storage);
    expect(await warmFirstPaintPictures(t.db, again.counting, portraits)).toBe(count);
    expect(again.written).toEqual([]);
    for (const width of MEDIA_THUMBNAIL_WIDTHS) {
      const response = await t.app.request(`${home[0]}&w=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
  });
});
