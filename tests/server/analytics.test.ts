import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE } from '../../src/contract/api-codes';
import { analyticsEvents, siteOpens } from '../../src/server/db/schema/analytics';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COUNTRY_HEADER: 'cf-ipcountry' });
});
afterAll(() => t.close());

describe('/v1/log/report', () => {
  it('stores each event with its params, device, platform and client time', async () => {
    const time = Date.UTC(2026, 0, 2, 3, 4, 5);
    const { envelope } = await t.call('/v1/log/report', {
      uuid: 'device-a',
      plat: 'miniapp',
      events: [
        { event: 'page_home_select', params: { type: 'rec', style: 'anime', tags: '1,2' }, time },
        { event: 'page_load_time', params: { path: '/chat', loadTime: 812 } },
      ],
    });
    expect(envelope).toMatchObject({ code: 0, data: { accepted: 2 } });
    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.deviceUuid, 'device-a'));
    expect(rows.map((row) => row.name).sort()).toEqual(['page_home_select', 'page_load_time']);
    const select = rows.find((row) => row.name === 'page_home_select');
    expect(select).toMatchObject({
      params: { type: 'rec', style: 'anime', tags: '1,2' },
      platform: 'miniapp',
      uid: null,
    });
    expect(select?.clientTime?.getTime()).toBe(time);
  });

  it('refuses empty batches, more than 50 events and bad event names', async () => {
    const many = Array.from({ length: 51 }, () => ({ event: 'x' }));
    for (const events of [[], many, [{ event: 'Bad Name' }], [{ event: '' }]]) {
      expect((await t.call('/v1/log/report', { events })).envelope.code).toBe(API_CODE.badParams);
    }
  });
});

describe('/v1/open', () => {
  it('records the site open with d, channel, platform, publisher and country', async () => {
    const { envelope } = await t.call(
      '/v1/open',
      { d: 'ad-42', ch: 'spring', plat: 'pwa', publisher: 'velora', uuid: 'device-b' },
      { 'cf-ipcountry': 'br' },
    );
    expect(envelope.code).toBe(0);
    const id = (envelope.data as { id: number }).id;
    const [row] = await t.db.select().from(siteOpens).where(eq(siteOpens.id, id));
    expect(row).toMatchObject({
      d: 'ad-42',
      channel: 'spring',
      platform: 'pwa',
      publisher: 'velora',
      deviceUuid: 'device-b',
      country: 'BR',
    });
  });

  it('records an open without d', async () => {
    const { envelope } = await t.call('/v1/open', {});
    expect(envelope.code).toBe(0);
  });
});
