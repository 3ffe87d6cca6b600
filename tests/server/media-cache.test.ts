// Public pictures are cached for a year and never asked for again (issue 19), so an address must
// always name the same bytes: the catalogue's drawings carry their drawing version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMediaKey, mediaSigner } from '../../src/server/features/media/media-access';
import { mediaRevision } from '../../src/server/features/media/media-address';
import { storeGeneratedImage } from '../../src/server/features/media/store-generated-image';
import { DEMO_DRAWING_VERSION } from '../../src/server/providers/images/demo/render-portrait';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YEAR = 'public, max-age=31536000, immutable';

const storeSvg = (ownerId: string, access: 'public' | 'owner') =>
  storeGeneratedImage(
    t.db,
    t.services.storage,
    {
      bytes: Buffer.from('RIFF0000WEBPVP8 '),
      contentType: 'image/webp',
    },
    { folder: 'test', access, ownerId },
  );

async function firstCard() {
  const { envelope } = await t.call('/v1/character/list', { sort: 1, size: 1 });
  const [card] = (envelope.data as { list: { portraitUrl: string }[] }).list;
  if (!card) throw new Error('the catalogue is empty');
  return card;
}

describe('public pictures', () => {
  it("are addressed by the catalogue with their drawing's version, and cached for a year there", async () => {
    const { portraitUrl } = await firstCard();
    expect(portraitUrl).toMatch(
      new RegExp(`^/media/portrait-[a-z]+-0\\?r=v${DEMO_DRAWING_VERSION}$`),
    );
    for (const url of [portraitUrl, `${portraitUrl}&w=192`, `${portraitUrl}&w=384`]) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe(YEAR);
    }
  });

  it('are cached for a day only on an address without the current version (an old link)', async () => {
    const { portraitUrl } = await firstCard();
    const [path] = portraitUrl.split('?');
    for (const url of [path, `${path}?r=v0`, `${path}?w=384`]) {
      const response = await t.app.request(url ?? '');
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('public, max-age=86400');
    }
  });

  it('that a model made get a new random id each, so their plain address is cached for a year', async () => {
    const { uid } = await signInWithEmail(t, 'maker.cache@example.com');
    const id = await storeSvg(uid, 'public');
    expect(mediaRevision(id)).toBeNull();
    const response = await t.app.request(`/media/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(YEAR);
  });
});

describe('private pictures', () => {
  it('are cached privately for an hour, on the address signed for their owner', async () => {
    const { uid } = await signInWithEmail(t, 'owner.cache@example.com');
    const id = await storeSvg(uid, 'owner');
    expect((await t.app.request(`/media/${id}`)).status).toBe(404);
    const signed = mediaSigner(await loadMediaKey(t.db)).signedUrl(id, uid);
    const response = await t.app.request(signed);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
  });
});

describe('thumbnails', () => {
  it('are kept per drawing version, so a redraw makes new ones', () => {
    expect(mediaRevision('portrait-luna-0')).toBe(`v${DEMO_DRAWING_VERSION}`);
    expect(mediaRevision('0123456789abcdef')).toBeNull();
  });
});
